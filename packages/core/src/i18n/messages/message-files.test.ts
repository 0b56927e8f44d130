import { describe, expect, it } from 'vitest';
import { MESSAGE_FILES, type MessageFile, mergeMessageFiles, readMessageFiles } from './message-files.ts';

const file = (
  path: string,
  locale: MessageFile['locale'],
  messages: Record<string, string>,
): MessageFile => ({
  file: path,
  locale,
  messages,
});

describe('the message files', () => {
  it('merge without an id written twice or an id one language of a wing lacks', () => {
    // Joined, so a failure prints each sentence (the file and the id) whole.
    expect(mergeMessageFiles(MESSAGE_FILES).problems.join('\n')).toBe('');
  });

  it('are found the same by Vite and by reading the folders (the build and the tools)', () => {
    const byName = (files: readonly MessageFile[]) =>
      Object.fromEntries(files.map((each) => [each.file, each.messages]));
    expect(byName(readMessageFiles())).toEqual(byName(MESSAGE_FILES));
  });

  it('include the flow wings’ own texts', () => {
    expect(MESSAGE_FILES.map((each) => each.file)).toEqual(
      expect.arrayContaining([
        'flows/termination/messages.es-MX.json',
        'flows/termination/messages.en-US.json',
        'flows/line-usage/messages.en-US.json',
      ]),
    );
  });

  it('name the file and the id written in a wing and the shared bundle both', () => {
    const { problems, bundles } = mergeMessageFiles([
      file('i18n/messages/en-US.json', 'en-US', { 'scratch.title': 'Shared' }),
      file('flows/scratch/messages.en-US.json', 'en-US', { 'scratch.title': 'Wing' }),
      file('flows/scratch/messages.es-MX.json', 'es-MX', { 'scratch.title': 'Ala' }),
    ]);
    expect(problems).toEqual([
      'flows/scratch/messages.en-US.json repeats "scratch.title", already written in i18n/messages/en-US.json.',
    ]);
    expect(bundles['es-MX']).toEqual({ 'scratch.title': 'Ala' });
  });

  it('name the file and the id a wing writes in one language only', () => {
    const { problems } = mergeMessageFiles([
      file('flows/scratch/messages.es-MX.json', 'es-MX', {
        'scratch.title': 'Ala',
        'scratch.body': 'Cuerpo',
      }),
      file('flows/scratch/messages.en-US.json', 'en-US', { 'scratch.title': 'Wing' }),
    ]);
    expect(problems).toEqual([
      'flows/scratch/messages.en-US.json lacks "scratch.body", which flows/scratch/messages.es-MX.json has.',
    ]);
  });
});
