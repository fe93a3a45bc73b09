/** The one call of fontkit (pdfkit's font engine) the report PDFs make: parse a font file once, reuse it. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
