import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { plausiblePng } from '@senda/sandbox';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenario, launchBrowser, newPhoneContext } from './browser';

/**
 * A line's identity check (/manage/manual-ekyc), tried as a new customer would: a ready-made
 * customer from `POST /mocks/scenarios`, signed in by the spec `auth_token`, uploads real files
 * through the page's file inputs. `EKYC_SHOTS=<dir>` keeps 360 px screenshots of the page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ekycPath = (orderRef: string, token: string) =>
  `/manage/manual-ekyc?orderRef=${orderRef}&auth_token=${token}&setlocale=en-US`;

const SHOTS = process.env.EKYC_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-360.png`), fullPage: true });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A 1×1 PNG: small and valid. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A real photo's size, made in code (the identity check refuses less). */
const PHOTO_PNG = Buffer.from(plausiblePng());
/** A selfie JPEG of 240×240 noise (so it weighs what a photo does), encoded by the browser itself. */
async function selfieJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(240, 240);
    let seed = 7;
    for (let i = 0; i < image.data.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      image.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
    }
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
/** 8 MB with a PNG's first bytes: refused for its size, not its type. */
const EIGHT_MB = Buffer.alloc(8 * 1024 * 1024);
Buffer.from(PNG_SIGNATURE).copy(EIGHT_MB);
/** A Windows program (MZ header) renamed .png. */
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

describe('manual eKYC for a line (active-esim-line)', () => {
  it('takes an ID photo and a selfie file, refuses an 8 MB file and a renamed program, then confirms', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const customer = await createScenario(page, 'active-esim-line');
    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/ekyc-service/v1/manual-kyc')) uploads.push(response.status());
    });
    await page.goto(ekycPath(customer.orderRef, customer.accessToken));
    await page.getByRole('heading', { level: 1, name: 'Verify your identity' }).waitFor({ timeout: 30_000 });

    const idType = page.getByLabel('ID type');
    const documentFile = page.getByLabel('Photo or scan of your ID');
    const selfieFile = page.getByLabel('Upload an image');
    await idType.selectOption({ label: 'INE (voter ID card)' });
    await selfieFile.setInputFiles({
      name: 'selfie.jpg',
      mimeType: 'image/jpeg',
      buffer: await selfieJpeg(page),
    });
    const selfie = page.getByRole('img', { name: 'Your selfie' });
    await selfie.waitFor();
    // A real image: the preview decodes it.
    await expect.poll(() => selfie.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);

    await documentFile.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: EIGHT_MB });
    await page.getByText(/The file is too large\. The maximum size is \d+ MB\./).waitFor();
    expect(await idType.inputValue()).toBe('INE');
    expect(await page.getByRole('img', { name: 'Your selfie' }).count()).toBe(1);

    await documentFile.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: EXE });
    await page.getByText("This file type isn't supported. Upload a PNG, JPG or PDF file.").waitFor();
    expect(await idType.inputValue()).toBe('INE');
    expect(await page.getByRole('img', { name: 'Your selfie' }).count()).toBe(1);
    await shoot(page, 'manage-ekyc-refused');
    expect(uploads).toEqual([]);

    // A 1×1 image passes the page's checks (a PNG, small) but not the identity check's:
    // said in words, the ID type and the selfie kept.
    await documentFile.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByText('Ready: ine.png').waitFor();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page
      .getByText("This photo can't be used: upload a clear photo", { exact: false })
      .first()
      .waitFor();
    expect(await idType.inputValue()).toBe('INE');
    expect(await page.getByRole('img', { name: 'Your selfie' }).count()).toBe(1);
    expect(uploads).toContain(422);

    await documentFile.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await page.getByText('Ready: ine.png').waitFor();
    await shoot(page, 'manage-ekyc-form');
    await page.getByRole('button', { name: 'Send for review' }).click();

    await page
      .getByRole('heading', { level: 1, name: 'We received your documents' })
      .waitFor({ timeout: 30_000 });
    expect(uploads.slice(-2)).toEqual([200, 200]);
    const back = page.getByRole('link', { name: 'Back to my line' });
    expect(await back.getAttribute('href')).toBe(`/manage/order?orderRef=${customer.orderRef}`);
    await shoot(page, 'manage-ekyc-done');
    await context.close();
  });

  it('customer B opening customer A’s orderRef sees not found, and the gateway answered 404', async () => {
    const context = await newPhoneContext(browser, 'en-US');
    const page = await context.newPage();
    const customerA = await createScenario(page, 'active-esim-line');
    const customerB = await createScenario(page, 'grace-line');
    const orderCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/order-service/v2/orders/${customerA.orderRef}`)) {
        orderCalls.push(response.status());
      }
    });
    await page.goto(ekycPath(customerA.orderRef, customerB.accessToken));
    await page
      .getByRole('heading', { level: 1, name: "We couldn't find this line" })
      .waitFor({ timeout: 30_000 });
    expect(orderCalls).toContain(404);
    expect(orderCalls.every((status) => status === 404)).toBe(true);
    expect(await page.getByLabel('Photo or scan of your ID').count()).toBe(0);
    await shoot(page, 'manage-ekyc-not-found');
    await context.close();
  });
});
