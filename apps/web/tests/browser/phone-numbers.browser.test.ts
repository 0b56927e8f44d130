import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';
import { heading } from './purchase-flow';

/**
 * Numbers as Mexicans write them: a phone number is one word. At a phone's 360 px a
 * number at the end of a line went on the next one in two pieces ("55 / 0587 9312"). Every
 * grouped number the page shows, on its own or inside a sentence, may not break inside: its
 * element's white-space forbids it (whether it happens to fall at a line's end depends on the
 * number drawn, so the rule is checked, not the luck), and it sits on one line.
 */
const { current } = phonePagePerTest();

interface ShownNumber {
  text: string;
  whiteSpace: string;
  lines: number;
  where: string;
}

/** Every grouped number in the page's visible text: its element's white-space and its line count. */
function shownNumbers(page: Page): Promise<ShownNumber[]> {
  return page.evaluate(() => {
    const found: ShownNumber[] = [];
    const pattern = /(?<!\d)\d{2,3}[ \u00a0]\d{3,4}[ \u00a0]\d{4}(?!\d)/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
        if (rects.length === 0) continue; // screen-reader-only text is not laid out in lines
        const element = node.parentElement as HTMLElement;
        found.push({
          text: match[0],
          whiteSpace: getComputedStyle(element).whiteSpace,
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          where:
            (element.closest('p, li, h1, h2, h3, dd, button, legend') ?? element).textContent?.slice(0, 90) ??
            '',
        });
      }
    }
    return found;
  });
}

async function expectUnbroken(page: Page, atLeast: number) {
  const numbers = await shownNumbers(page);
  expect(numbers.length).toBeGreaterThanOrEqual(atLeast);
  const breakable = numbers.filter((shown) => !/nowrap|^pre$/.test(shown.whiteSpace) || shown.lines !== 1);
  expect(breakable).toEqual([]);
}

describe('phone numbers at 360 px', () => {
  it('the line page, and the number change pages with the numbers in their sentences, never split a number', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'number-change-eligible');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');
    await page
      .getByText(/^\d{2,3} \d{3,4} \d{4}$/)
      .first()
      .waitFor();
    await expectUnbroken(page, 1);

    await page.getByRole('link', { name: 'Change number' }).click();
    await heading(page, 'Change your number');
    const numbers = page.getByRole('region', { name: 'Available numbers' });
    await numbers.getByRole('button').first().waitFor();
    // The line's number under the title, in "Your current number is …", and the 6 offered.
    await expectUnbroken(page, 8);

    await numbers.getByRole('button').first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Confirm your new number');
    await page.getByRole('button', { name: /Send me the code/ }).waitFor();
    // The current and the new number, in the review and in the sentences around it.
    await expectUnbroken(page, 3);
  });
});
