import type { CfdiDocument } from './cfdi-document.ts';

const xmlEscaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${xmlEscaped(value)}"`)
    .join('');

/**
 * The CFDI 4.0 XML (cfdi:Comprobante, Anexo 20), stamped with a TimbreFiscalDigital 1.1 whose UUID
 * is the folio fiscal. A comment at the top and every seal say it is the sandbox's, unsigned.
 */
export function cfdiXml(doc: CfdiDocument): string {
  const conceptos = doc.conceptos
    .map(
      (concepto) =>
        `    <cfdi:Concepto${attrs({
          ClaveProdServ: concepto.claveProdServ,
          Cantidad: concepto.cantidad,
          ClaveUnidad: concepto.claveUnidad,
          Unidad: concepto.unidad,
          Descripcion: concepto.descripcion,
          ValorUnitario: concepto.valorUnitario,
          Importe: concepto.importe,
          ObjetoImp: concepto.objetoImp,
        })}>
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado${attrs({
            Base: concepto.iva.base,
            Impuesto: '002',
            TipoFactor: 'Tasa',
            TasaOCuota: doc.iva.tasa,
            Importe: concepto.iva.importe,
          })}/>
        </cfdi:Traslados>
      </cfdi:Impuestos>
    </cfdi:Concepto>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Senda sandbox: CFDI de prueba, SIN VALIDEZ FISCAL. Sello, certificados y timbre son marcadores, no firmas. -->
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd"${attrs(
    {
      Version: doc.version,
      Serie: doc.serie,
      Folio: doc.folio,
      Fecha: doc.fecha,
      Sello: doc.sello,
      FormaPago: doc.formaPago.code,
      NoCertificado: doc.noCertificado,
      Certificado: doc.certificado,
      SubTotal: doc.subTotal,
      Moneda: doc.moneda,
      Total: doc.total,
      TipoDeComprobante: doc.tipoDeComprobante,
      Exportacion: doc.exportacion,
      MetodoPago: doc.metodoPago.code,
      LugarExpedicion: doc.lugarExpedicion,
    },
  )}>
  <cfdi:Emisor${attrs({ Rfc: doc.emisor.rfc, Nombre: doc.emisor.nombre, RegimenFiscal: doc.emisor.regimenFiscal.code })}/>
  <cfdi:Receptor${attrs({
    Rfc: doc.receptor.rfc,
    Nombre: doc.receptor.nombre,
    DomicilioFiscalReceptor: doc.receptor.domicilioFiscal,
    RegimenFiscalReceptor: doc.receptor.regimenFiscal.code,
    UsoCFDI: doc.receptor.usoCfdi.code,
  })}/>
  <cfdi:Conceptos>
${conceptos}
  </cfdi:Conceptos>
  <cfdi:Impuestos${attrs({ TotalImpuestosTrasladados: doc.iva.importe })}>
    <cfdi:Traslados>
      <cfdi:Traslado${attrs({
        Base: doc.iva.base,
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: doc.iva.tasa,
        Importe: doc.iva.importe,
      })}/>
    </cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital${attrs({
      Version: '1.1',
      UUID: doc.timbre.uuid,
      FechaTimbrado: doc.timbre.fechaTimbrado,
      RfcProvCertif: doc.timbre.rfcProvCertif,
      SelloCFD: doc.timbre.selloCfd,
      NoCertificadoSAT: doc.timbre.noCertificadoSat,
      SelloSAT: doc.timbre.selloSat,
    })}/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
