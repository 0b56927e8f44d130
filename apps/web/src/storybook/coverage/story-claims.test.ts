import { describe, expect, it } from 'vitest';
import { storiesOfModules } from './story-claims';

describe('the stories a module declares', () => {
  it('leaves out the export order Storybook’s build adds to every stories module', () => {
    const module = {
      default: { title: 'Manage/Line registry' },
      Curp: { parameters: { machineStates: ['lineRegistration.curp'] } },
      __namedExportsOrder: ['Curp'],
    };
    expect(storiesOfModules({ 'line-registry-page.stories.tsx': module }).map((story) => story.id)).toEqual([
      'manage-line-registry--curp',
    ]);
  });
});
