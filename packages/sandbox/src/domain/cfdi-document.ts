import { ivaIncludedIn } from '@senda/core/invoices';
import { SAT_CFDI_USES, SAT_TAX_REGIMES } from '../data/sat-catalogues.ts';
import type { InvoiceRecord, OrderRecord } from './sandbox-data.schema.ts';

/**
 * What a CFDI 4.0 carries (Anexo 20), built once from the order and its invoice, and written out
 * as its XML (cfdi-xml.ts) and its printed form (cfdi-pdf.ts), so both say the same. The seal,
 * certificates and the PAC's stamp are placeholders, marked as the sandbox's: nothing here is
 * signed, and no document of the sandbox has fiscal validity.
 */
export interface CfdiDocument {
  version: '4.0';
  serie: string;
  folio: string;
  /** Local Mexico City time, as the SAT writes it (no zone): YYYY-MM-DDThh:mm:ss. */
  fecha: string;
  formaPago: { code: string; name: string };
  metodoPago: { code: 'PUE'; name: string };
  moneda: 'MXN';
  tipoDeComprobante: 'I';
  exportacion: '01';
  lugarExpedicion: string;
  subTotal: string;
  total: string;
  emisor: { rfc: string; nombre: string; regimenFiscal: { code: string; name: string } };
  receptor: {
    rfc: string;
    nombre: string;
    domicilioFiscal: string;
    regimenFiscal: { code: string; name: string };
    usoCfdi: { code: string; name: string };
  };
  conceptos: CfdiConcepto[];
  iva: { base: string; tasa: '0.160000'; importe: string };
  timbre: {
    uuid: string;
    fechaTimbrado: string;
    rfcProvCertif: string;
    noCertificadoSat: string;
    selloCfd: string;
    selloSat: string;
  };
  noCertificado: string;
  sello: string;
  certificado: string;
}

export interface CfdiConcepto {
  claveProdServ: string;
  claveUnidad: string;
  unidad: string;
  cantidad: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  objetoImp: '02';
  iva: { base: string; importe: string };
}

/** The operator as issuer (sandbox: a made-up company; the RFC has the shape of a persona moral's). */
export const CFDI_ISSUER = {
  rfc: 'SMO200101AB1',
  nombre: 'SENDA MOVIL',
  regimenFiscal: '601',
  /** Where invoices are issued: the head office's postal code (Mexico City). */
  lugarExpedicion: '06600',
} as const;

/** Every seal and certificate is this: a placeholder, never a signature. */
export const SANDBOX_SEAL = 'SANDBOX-SIN-VALIDEZ-FISCAL';
/** The SAT's own test RFC stands for the PAC that would stamp the invoice. */
const SANDBOX_PAC_RFC = 'AAA010101AAA';

/** c_ClaveProdServ and c_ClaveUnidad per item: mobile service per service unit, a SIM per piece. */
const PRODUCT_KEYS: Record<
  OrderRecord['items'][number]['itemType'],
  { clave: string; unidad: string; nombre: string }
> = {
  PLAN: { clave: '83111603', unidad: 'E48', nombre: 'Unidad de servicio' },
  ADDON: { clave: '83111603', unidad: 'E48', nombre: 'Unidad de servicio' },
  BUNDLE: { clave: '83111603', unidad: 'E48', nombre: 'Unidad de servicio' },
  NEW_NUMBER: { clave: '83111603', unidad: 'E48', nombre: 'Unidad de servicio' },
  EXTERNAL_REWARD: { clave: '83111603', unidad: 'E48', nombre: 'Unidad de servicio' },
  FEE: { clave: '83111603', unidad: 'E48', nombre: 'Unidad de servicio' },
  DELIVERY_FEE_SKU: { clave: '78102203', unidad: 'E48', nombre: 'Unidad de servicio' },
};

/** c_FormaPago by how the order was paid: cash at OXXO, a SPEI transfer, or a card. */
const PAYMENT_FORMS = {
  cash: { code: '01', name: 'Efectivo' },
  transfer: { code: '03', name: 'Transferencia electrónica de fondos' },
  card: { code: '04', name: 'Tarjeta de crédito' },
} as const;

const money = (value: number) => value.toFixed(2);

/** Local Mexico City date and time, as CFDI's Fecha writes it. */
export function mexicoCityDateTime(epochMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

function paymentForm(transactionId: string | undefined) {
  if (transactionId?.startsWith('oxxo_')) return PAYMENT_FORMS.cash;
  if (transactionId?.startsWith('spei_')) return PAYMENT_FORMS.transfer;
  return PAYMENT_FORMS.card;
}

const regimeName = (code: string) =>
  SAT_TAX_REGIMES.find((regime) => regime.code === code)?.name['es-MX'] ?? code;

/**
 * The CFDI of a paid, invoiced order. Prices are IVA included (16%): each concepto's base is its
 * amount without IVA (rounded to the centavo) and the IVA is the rest, so the conceptos add up to
 * the order's total to the centavo.
 */
export function cfdiDocument(order: OrderRecord, invoice: InvoiceRecord): CfdiDocument {
  const conceptos = order.items
    .filter((item) => item.amount > 0)
    .map((item): CfdiConcepto => {
      const keys = PRODUCT_KEYS[item.itemType];
      const iva = ivaIncludedIn(item.amount);
      const base = item.amount - iva;
      return {
        claveProdServ: keys.clave,
        claveUnidad: keys.unidad,
        unidad: keys.nombre,
        cantidad: String(item.quantity),
        descripcion: item.name,
        valorUnitario: money(base / item.quantity),
        importe: money(base),
        objetoImp: '02',
        iva: { base: money(base), importe: money(iva) },
      };
    });
  const ivaTotal = conceptos.reduce((sum, concepto) => sum + Number(concepto.iva.importe), 0);
  const subTotal = conceptos.reduce((sum, concepto) => sum + Number(concepto.importe), 0);
  const use = SAT_CFDI_USES.find((candidate) => candidate.code === invoice.cfdiUse);
  const fechaTimbrado = mexicoCityDateTime(invoice.issuedAt);
  return {
    version: '4.0',
    serie: 'SND',
    folio: order.orderRef,
    fecha: fechaTimbrado,
    formaPago: paymentForm(order.paidTransactionId),
    metodoPago: { code: 'PUE', name: 'Pago en una sola exhibición' },
    moneda: 'MXN',
    tipoDeComprobante: 'I',
    exportacion: '01',
    lugarExpedicion: CFDI_ISSUER.lugarExpedicion,
    subTotal: money(subTotal),
    total: money(subTotal + ivaTotal),
    emisor: {
      rfc: CFDI_ISSUER.rfc,
      nombre: CFDI_ISSUER.nombre,
      regimenFiscal: { code: CFDI_ISSUER.regimenFiscal, name: regimeName(CFDI_ISSUER.regimenFiscal) },
    },
    receptor: {
      rfc: invoice.rfc,
      nombre: invoice.name,
      domicilioFiscal: invoice.postalCode,
      regimenFiscal: { code: invoice.taxRegime, name: regimeName(invoice.taxRegime) },
      usoCfdi: { code: invoice.cfdiUse, name: use?.name['es-MX'] ?? invoice.cfdiUse },
    },
    conceptos,
    iva: { base: money(subTotal), tasa: '0.160000', importe: money(ivaTotal) },
    timbre: {
      uuid: invoice.folio.toUpperCase(),
      fechaTimbrado,
      rfcProvCertif: SANDBOX_PAC_RFC,
      noCertificadoSat: '00000000000000000000',
      selloCfd: SANDBOX_SEAL,
      selloSat: SANDBOX_SEAL,
    },
    noCertificado: '00000000000000000000',
    sello: SANDBOX_SEAL,
    certificado: SANDBOX_SEAL,
  };
}
