/** The text of a PDF the API answered (invoices, credit notes, packing slips), for assertions. */
import { PDFParse } from 'pdf-parse';

export async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: body });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
