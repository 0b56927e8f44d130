import { BANNER_LIMIT } from '../config/constants.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { BannerPage } from '../gateway/session/banner-information.ts';
import { bannerInformation } from '../gateway/session/banner-information.ts';
import { safeRelativePath } from '../navigation/safe-redirect.ts';
import { customerQuery } from './query-definition.ts';

/** A banner as the home and line pages show it: the gateway's texts, a link only when it is ours. */
export interface AccountBanner {
  id: string;
  title: string;
  body: string;
  /** A same-origin path; a link elsewhere is dropped (the text stays), so a banner never leads off-site. */
  linkPath?: string;
  image?: { url: string; alt: string };
  /** The line it is about: the line page shows only its own line's and the general ones. */
  accountNumber?: string;
}

/**
 * A picture is shown from our own origin only: the pages' CSP allows images from 'self' (and
 * data:/blob:, which a gateway has no business sending), so any other source would draw a broken
 * picture.
 */
const safeImageUrl = (url: string): boolean => safeRelativePath(url) !== undefined;

/**
 * The banners to show, in the gateway's order and at most the spec's page of 10: links that would leave
 * the storefront are dropped, and so are pictures from where the page may not load them.
 */
export function shownBanners(page: BannerPage): AccountBanner[] {
  return page.banners.slice(0, BANNER_LIMIT).map((banner) => {
    const linkPath = safeRelativePath(banner.linkUrl);
    return {
      id: banner.id,
      title: banner.title,
      body: banner.body,
      ...(linkPath ? { linkPath } : {}),
      ...(banner.image && safeImageUrl(banner.image.url) ? { image: { ...banner.image } } : {}),
      ...(banner.accountNumber ? { accountNumber: banner.accountNumber } : {}),
    };
  });
}

/**
 * On a line's page: the banners about no line (offers). A line's own notices (not renewed, activate
 * the SIM, install the eSIM) say what its status and actions already say there, with a second link
 * to the same thing; they are for the home page, which does not show the line. Never another line's.
 */
export function bannersForLinePage(banners: readonly AccountBanner[]): AccountBanner[] {
  return banners.filter((banner) => !banner.accountNumber);
}

/**
 * The signed-in customer's banners in the page's language (the spec's banner information, limit 10,
 * offset 0). A customer read: dropped with the rest when the customer changes.
 */
export const accountBannersQuery = (gateway: GatewayClient, langCode: string) =>
  customerQuery(gateway, ['banners', langCode], async (client) =>
    shownBanners(await bannerInformation(client, { langCode })),
  );
