import { formatNationalNumber } from '@senda/core/i18n';
import { findProduct } from '../data/catalogue.ts';
import type { LineService } from './lines.ts';
import { MEXICO_CITY_TIME_ZONE } from './mexico-city-time.ts';
import type { PortInService } from './port-in.ts';

export type BannerLanguage = 'es-MX' | 'en-US';

export interface BannerContent {
  id: string;
  kind: string;
  title: string;
  body: string;
  linkUrl?: string;
  accountNumber?: string;
}

type Texts = Record<BannerLanguage, { title: string; body: string }>;

/** The add-on the offer banner sells: it exists in the catalogue, so its price is never stale. */
const OFFER_SKU = 'ADDON-GB-5';

/**
 * The banners a customer sees on their account pages, in their language: a notice per line that
 * needs something of them (a missed renewal, a SIM to install or activate, a transfer under way or
 * failed), then one offer. Notices come first, newest line first.
 */
export class BannerService {
  constructor(
    private readonly lines: LineService,
    private readonly portIn: PortInService,
  ) {}

  forUser(userId: string, language: BannerLanguage): BannerContent[] {
    const banners: BannerContent[] = [];
    const date = (ms: number) =>
      new Intl.DateTimeFormat(language, { timeZone: MEXICO_CITY_TIME_ZONE, dateStyle: 'long' }).format(ms);
    for (const line of this.lines.listFor(userId)) {
      const { status, graceEndsAt } = this.lines.snapshot(line);
      const manage = `/manage/order?orderRef=${encodeURIComponent(line.orderRef)}`;
      const add = (kind: string, texts: Texts, linkUrl = manage) =>
        banners.push({
          id: `${kind}-${line.accountNumber}`,
          kind,
          ...texts[language],
          linkUrl,
          accountNumber: line.accountNumber,
        });
      // Numbers in sentences as Mexicans write them, and never split over two lines: a
      // banner is display text, so its groups are joined by no-break spaces (U+00A0), as an
      // operator's content system would write it. E-mails keep ordinary spaces.
      const n = formatNationalNumber(line.msisdn).replaceAll(' ', '\u00a0');
      if (status === 'Grace' && graceEndsAt !== undefined) {
        add('LINE_GRACE', {
          'es-MX': {
            title: `Tu línea ${n} no se renovó`,
            body: `Recarga antes del ${date(graceEndsAt)} para no perder el servicio.`,
          },
          'en-US': {
            title: `Your line ${n} was not renewed`,
            body: `Recharge before ${date(graceEndsAt)} to keep your service.`,
          },
        });
      } else if (status === 'Suspend' && line.registry?.status === 'UNREGISTERED') {
        // The suspension: registering lifts it; a recharge would not.
        add(
          'LINE_UNREGISTERED',
          {
            'es-MX': {
              title: `Tu línea ${n} está suspendida`,
              body: 'Regístrala en el Padrón de Telefonía Móvil con tu CURP, tu identificación y una selfie para reactivarla.',
            },
            'en-US': {
              title: `Your line ${n} is suspended`,
              body: 'Register it in the mobile line registry with your CURP, your ID and a selfie to reactivate it.',
            },
          },
          `/manage/line-registry?orderRef=${encodeURIComponent(line.orderRef)}`,
        );
      } else if (status === 'Suspend') {
        add('LINE_SUSPENDED', {
          'es-MX': {
            title: `Tu línea ${n} está suspendida`,
            body: 'Recarga para reactivarla y conservar tu número.',
          },
          'en-US': {
            title: `Your line ${n} is suspended`,
            body: 'Recharge to reactivate it and keep your number.',
          },
        });
      } else if (line.activatedAt === undefined) {
        add(
          'SIM_AWAITING_ACTIVATION',
          {
            'es-MX': {
              title: 'Activa tu SIM',
              body: 'Escribe el ICCID impreso en tu tarjeta SIM para activarla.',
            },
            'en-US': {
              title: 'Activate your SIM',
              body: 'Type the ICCID printed on your SIM card to activate it.',
            },
          },
          `/manage/sim-activation?orderRef=${encodeURIComponent(line.orderRef)}`,
        );
      } else if (line.simType === 'esim' && line.installedAt === undefined && status === 'Active') {
        add(
          'ESIM_NOT_INSTALLED',
          {
            'es-MX': {
              title: 'Instala tu eSIM',
              body: `Tu línea ${n} está lista: instala la eSIM en tu teléfono.`,
            },
            'en-US': {
              title: 'Install your eSIM',
              body: `Your line ${n} is ready: install the eSIM on your phone.`,
            },
          },
          `/manage/esim-install-oneclick?orderRef=${encodeURIComponent(line.orderRef)}`,
        );
      }
      const request = line.portInRequestId ? this.portIn.request(line.portInRequestId) : undefined;
      const transfer = request ? this.portIn.progress(request).status : undefined;
      if (transfer === 'PROCESSING' || transfer === 'DONOR_SWITCH_SCHEDULED') {
        add('PORT_IN_IN_PROGRESS', {
          'es-MX': {
            title: `Estamos trayendo tu número ${n}`,
            body: 'La portabilidad termina en menos de 24 horas.',
          },
          'en-US': {
            title: `We are bringing over your number ${n}`,
            body: 'The transfer completes within 24 hours.',
          },
        });
      } else if (transfer === 'PORT_IN_FAILED' || transfer === 'REJECTED') {
        add('PORT_IN_FAILED', {
          'es-MX': { title: `No pudimos traer tu número ${n}`, body: 'Revisa tu solicitud de portabilidad.' },
          'en-US': {
            title: `We could not bring over your number ${n}`,
            body: 'Check your transfer request.',
          },
        });
      }
    }
    const offer = findProduct(OFFER_SKU);
    if (offer) {
      const price = new Intl.NumberFormat(language, { style: 'currency', currency: 'MXN' }).format(
        offer.price,
      );
      const texts: Texts = {
        'es-MX': {
          title: `${offer.dataGb} GB extra por ${price}`,
          body: 'Agrégalos a tu plan cuando los necesites.',
        },
        'en-US': {
          title: `${offer.dataGb} GB extra for ${price}`,
          body: 'Add them to your plan whenever you need.',
        },
      };
      banners.push({ id: `OFFER-${offer.sku}`, kind: 'OFFER', ...texts[language] });
    }
    return banners;
  }
}

/** es-MX for Spanish, en-US otherwise: the two languages the storefront ships. */
export function bannerLanguage(langCode: string | null): BannerLanguage {
  return langCode?.toLowerCase().startsWith('es') ? 'es-MX' : 'en-US';
}
