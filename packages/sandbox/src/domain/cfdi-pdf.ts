import type { CfdiDocument } from './cfdi-document.ts';
import { SANDBOX_SEAL } from './cfdi-document.ts';

/** A line of the printed invoice: bold for headings. */
interface PdfLine {
  text: string;
  bold?: boolean;
}

const LINES_PER_PAGE = 50;
const PAGE = { width: 612, height: 792, margin: 50, leading: 14 } as const;

/**
 * The CFDI's printed form (representación impresa) as a PDF written by hand: text only, in the
 * standard Helvetica fonts (WinAnsiEncoding, which holds Spanish's letters), one or more Letter
 * pages, with the cross-reference table a reader checks. No library: the sandbox needs nothing
 * more, and the structure is tested by parsing it back (cfdi-documents.test.ts).
 */
export function cfdiPdf(doc: CfdiDocument): Uint8Array {
  return writePdf(cfdiPdfLines(doc), `CFDI ${doc.timbre.uuid}`);
}

/** What the printed invoice says, in order: the SAT's fields and the folio fiscal first. */
export function cfdiPdfLines(doc: CfdiDocument): PdfLine[] {
  const money = (value: string) => `$${value}`;
  return [
    { text: 'Factura electrónica CFDI 4.0 (Ingreso)', bold: true },
    { text: `DOCUMENTO DE PRUEBA DEL SANDBOX: ${SANDBOX_SEAL}` },
    { text: `Folio fiscal (UUID): ${doc.timbre.uuid}`, bold: true },
    { text: `Serie y folio: ${doc.serie} ${doc.folio}` },
    { text: `Fecha de emisión: ${doc.fecha}   Lugar de expedición: ${doc.lugarExpedicion}` },
    {
      text: `Tipo de comprobante: ${doc.tipoDeComprobante} Ingreso   Exportación: ${doc.exportacion} No aplica`,
    },
    { text: '' },
    { text: 'Emisor', bold: true },
    { text: `RFC: ${doc.emisor.rfc}   Nombre: ${doc.emisor.nombre}` },
    { text: `Régimen fiscal: ${doc.emisor.regimenFiscal.code} ${doc.emisor.regimenFiscal.name}` },
    { text: '' },
    { text: 'Receptor', bold: true },
    { text: `RFC: ${doc.receptor.rfc}   Nombre: ${doc.receptor.nombre}` },
    { text: `Código postal del domicilio fiscal: ${doc.receptor.domicilioFiscal}` },
    { text: `Régimen fiscal: ${doc.receptor.regimenFiscal.code} ${doc.receptor.regimenFiscal.name}` },
    { text: `Uso del CFDI: ${doc.receptor.usoCfdi.code} ${doc.receptor.usoCfdi.name}` },
    { text: '' },
    { text: 'Conceptos', bold: true },
    ...doc.conceptos.flatMap((concepto) => [
      { text: `${concepto.cantidad} x ${concepto.descripcion}` },
      {
        text: `   Clave prod./serv.: ${concepto.claveProdServ}   Clave unidad: ${concepto.claveUnidad} ${concepto.unidad}   Objeto de impuesto: ${concepto.objetoImp}`,
      },
      {
        text: `   Valor unitario: ${money(concepto.valorUnitario)}   Importe: ${money(concepto.importe)}   IVA 16% trasladado: ${money(concepto.iva.importe)}`,
      },
    ]),
    { text: '' },
    { text: `Subtotal: ${money(doc.subTotal)}` },
    { text: `IVA trasladado (002, tasa ${doc.iva.tasa}): ${money(doc.iva.importe)}` },
    { text: `Total: ${money(doc.total)} ${doc.moneda}`, bold: true },
    { text: `Moneda: ${doc.moneda}   Forma de pago: ${doc.formaPago.code} ${doc.formaPago.name}` },
    { text: `Método de pago: ${doc.metodoPago.code} ${doc.metodoPago.name}` },
    { text: '' },
    { text: 'Timbre fiscal digital', bold: true },
    { text: `Folio fiscal (UUID): ${doc.timbre.uuid}` },
    { text: `Fecha de timbrado: ${doc.timbre.fechaTimbrado}   RFC del PAC: ${doc.timbre.rfcProvCertif}` },
    { text: `No. de certificado del emisor: ${doc.noCertificado}   del SAT: ${doc.timbre.noCertificadoSat}` },
    { text: `Sello digital del CFDI: ${doc.timbre.selloCfd}` },
    { text: `Sello del SAT: ${doc.timbre.selloSat}` },
    { text: `Certificado: ${doc.certificado}` },
    { text: 'Este documento es una representación impresa de un CFDI de prueba y no tiene validez fiscal.' },
  ];
}

/** Latin-1 (what WinAnsiEncoding shares with it), with PDF's string escapes; anything else becomes '?'. */
function pdfString(text: string): string {
  const latin1 = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u00ff]/g, '?');
  return `(${latin1.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

function pageContent(lines: readonly PdfLine[]): string {
  const top = PAGE.height - PAGE.margin;
  const body = lines
    .map((line, index) => {
      const y = top - index * PAGE.leading;
      return `BT /${line.bold ? 'F2' : 'F1'} ${line.bold ? 11 : 9} Tf ${PAGE.margin} ${y} Td ${pdfString(line.text)} Tj ET`;
    })
    .join('\n');
  return `${body}\n`;
}

/** Objects 1 catalog, 2 pages, 3–4 fonts, then a page and its content stream per page. */
function writePdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const pages: PdfLine[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  }
  const pageIds = pages.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Senda sandbox) >>`,
  ];
  for (const [index, page] of pages.entries()) {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[index] as number) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    );
  }
  // Every character is one byte (Latin-1), so string lengths are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
