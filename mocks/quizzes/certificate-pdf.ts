// The certificate PDF (decision 28): made with pdf-lib and fontkit, both loaded by a dynamic
// import so they never weigh on the browser mock's first chunk (npm run budget). The font is
// DejaVu Sans (mocks/assets/fonts, its licence beside it), which covers Latin, Cyrillic and
// Armenian, served like the storage images.
import type { Lang } from '../db/types';
import { withoutBidiControls } from '../lib/rules';
import { readAsset } from '../lib/runtime';
import { ARMENIAN_MONTHS } from '../../src/lib/format/armenian-months';

export const CERTIFICATE_FONT = 'fonts/DejaVuSans.ttf';

const TEXTS: Record<
  Lang,
  Record<'heading' | 'certifies' | 'completed' | 'date' | 'code' | 'verify', string>
> = {
  en: {
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed the course',
    date: 'Date',
    code: 'Certificate code',
    verify: 'Check this certificate at',
  },
  ru: {
    heading: 'Сертификат об окончании',
    certifies: 'Настоящим подтверждается, что',
    completed: 'успешно завершил(а) курс',
    date: 'Дата',
    code: 'Код сертификата',
    verify: 'Проверить сертификат',
  },
  arm: {
    heading: 'Ավարտական վկայական',
    certifies: 'Սույնով հավաստվում է, որ',
    completed: 'ավարտել է դասընթացը',
    date: 'Ամսաթիվ',
    code: 'Վկայականի կոդ',
    verify: 'Ստուգել վկայականը',
  },
};

/**
 * The issue date (UTC) in the certificate's language. Armenian by the app's own month names
 * (src/lib/format/armenian-months.ts, a file without imports): a runtime without Intl's Armenian
 * data would write English ones. The app's date formatters stay out of the mock's download.
 */
export function issuedOn(date: Date, lang: Lang): string {
  if (lang === 'arm')
    return `${date.getUTCDate()} ${ARMENIAN_MONTHS.genitive[date.getUTCMonth()]}, ${date.getUTCFullYear()} թ.`;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export interface CertificateContent {
  lang: Lang;
  fullName: string;
  courseTitle: string;
  issuedAt: string;
  code: string;
  verifyUrl: string;
}

/** The PDF's bytes, or null when the font cannot be read (the handler then answers 500). */
export async function renderCertificate(content: CertificateContent): Promise<Uint8Array | null> {
  const fontBytes = await readAsset(CERTIFICATE_FONT);
  if (!fontBytes) return null;
  const [{ PDFDocument, rgb }, fontkitModule] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  const fontkit = (fontkitModule as { default?: unknown }).default ?? fontkitModule;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit as Parameters<typeof doc.registerFontkit>[0]);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(`${TEXTS[content.lang].heading} ${content.code}`);
  const page = doc.addPage([842, 595]); // A4 landscape, in points
  const text = TEXTS[content.lang];
  const centre = (line: string, y: number, size: number, colour = rgb(0.1, 0.1, 0.2)) => {
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: (842 - width) / 2, y, size, font, color: colour });
  };
  page.drawRectangle({
    x: 24,
    y: 24,
    width: 794,
    height: 547,
    borderColor: rgb(0.2, 0.3, 0.6),
    borderWidth: 3,
  });
  const date = issuedOn(new Date(content.issuedAt), content.lang);
  centre('Academy', 500, 20, rgb(0.2, 0.3, 0.6));
  centre(text.heading, 440, 34);
  centre(text.certifies, 390, 16);
  // pdf-lib draws glyphs in the order given and applies no bidi algorithm: a direction control
  // in a name or title (an older course's, from before the rule) would show as a box or as
  // nothing at all, never isolated. Each of them is drawn on its own line, so no user text can
  // reorder the certificate's own words.
  centre(withoutBidiControls(content.fullName), 345, 30);
  centre(text.completed, 300, 16);
  centre(withoutBidiControls(content.courseTitle), 260, 22);
  centre(`${text.date}: ${date}`, 190, 14);
  centre(`${text.code}: ${content.code}`, 165, 14);
  centre(`${text.verify}: ${content.verifyUrl}`, 120, 11, rgb(0.2, 0.3, 0.6));
  return doc.save();
}
