import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The typeface of the resume PDF: Adobe's Source Sans 3 (SIL Open Font License 1.1) from the pinned
 * npm package `source-sans`, which ships TrueType files. It covers Latin with every European accent
 * (German, French, Polish, Czech, Turkish…), Greek and Cyrillic; the standard PDF fonts cover only
 * WinAnsi and fail on "ł" or "ő". (Inter's TrueType files were tried first: fontkit's subsetter
 * drops most of their glyphs.)
 */
const FONT_FILES = {
  regular: 'source-sans/TTF/SourceSans3-Regular.ttf',
  medium: 'source-sans/TTF/SourceSans3-Medium.ttf',
  semiBold: 'source-sans/TTF/SourceSans3-Semibold.ttf',
} as const;

export type FontWeight = keyof typeof FONT_FILES;

/** A font embedded in one document, with the code points it can draw and a measure of text. */
export type ResumeFont = {
  pdf: PDFFont;
  codePoints: ReadonlySet<number>;
  /** width in points; remembered per text, as the wrapping measures the same words again and again */
  widthOf: (text: string, size: number) => number;
};
export type ResumeFonts = Record<FontWeight, ResumeFont>;

const require = createRequire(import.meta.url);
/** fontkit ships CommonJS without a typed default export; pdf-lib declares the part it calls. */
const fontkit: Fontkit = require('@pdf-lib/fontkit');
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;

/** Each font file parsed once per process: the parsed font is only read, by every document. */
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * fontkit as pdf-lib calls it, with text mapped to glyphs one character at a time, without OpenType
 * shaping. Ligatures and contextual alternates would draw glyphs for letter pairs ("fi") or sequences
 * ("->") that a reader's copy and paste or a screen reader may not map back to the text. The rest of
 * shaping (kerning, mark placement, composition, localised forms) changes nothing in the PDF:
 * pdf-lib reads only the glyphs of a layout and draws each at its advance width, and the text is
 * composed (NFC) before it is drawn. Shaping all the same cost most of a render (the longest CV:
 * 1.3–1.8 s, 0.13–0.22 s without; `npm run bench:pdf`, the same bytes either way).
 */
const resumeFontkit: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      const parsed = fontkit.create(bytes, postscriptName);
      const layout: FontkitFont['layout'] = (text) => {
        const glyphs = parsed.glyphsForString(text);
        // pdf-lib reads `glyphs` and nothing else of a layout (CustomFontEmbedder.encodeText and
        // widthOfTextAtSize); the rest of fontkit's GlyphRun describes the shaping left out here
        return { glyphs } as unknown as ReturnType<FontkitFont['layout']>;
      };
      font = Object.assign(parsed, { layout });
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

let fontBytes: Promise<Record<FontWeight, Uint8Array>> | undefined;

/** The font files, read once per process (they never change while it runs). */
function loadFontBytes(): Promise<Record<FontWeight, Uint8Array>> {
  fontBytes ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as FontWeight[]).map(
        async (weight) =>
          [weight, new Uint8Array(await readFile(require.resolve(FONT_FILES[weight])))] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<FontWeight, Uint8Array>;
  })();
  fontBytes.catch(() => {
    fontBytes = undefined;
  });
  return fontBytes;
}

/** Embeds the resume's fonts in `doc` as subsets: only the glyphs the text uses are written. */
export async function embedResumeFonts(doc: PDFDocument): Promise<ResumeFonts> {
  doc.registerFontkit(resumeFontkit);
  const bytes = await loadFontBytes();
  const embed = async (weight: FontWeight): Promise<ResumeFont> => {
    const pdf = await doc.embedFont(bytes[weight], { subset: true });
    const widths = new Map<string, number>();
    const widthOf = (text: string, size: number): number => {
      let width = widths.get(text);
      if (width === undefined) {
        width = pdf.widthOfTextAtSize(text, 1);
        widths.set(text, width);
      }
      return width * size;
    };
    return { pdf, codePoints: new Set(pdf.getCharacterSet()), widthOf };
  };
  return {
    regular: await embed('regular'),
    medium: await embed('medium'),
    semiBold: await embed('semiBold'),
  };
}

/** Line breaks, tabs and other controls that a single line of text turns into a space. */
const SPACE_LIKE = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
/** Controls and format marks that draw nothing (zero-width space, joiners, direction marks, BOM). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const REPLACEMENT = '?';

/**
 * One line of text as the font can draw it: composed Unicode (so "a" plus a combining umlaut is the
 * glyph "ä"), controls and invisible marks removed, and every character the font lacks (an emoji, a
 * Chinese name) replaced by "?" rather than failing the whole document.
 */
export function drawableText(text: string, font: ResumeFont): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(SPACE_LIKE, ' ').replace(INVISIBLE, '')) {
    const codePoint = char.codePointAt(0) ?? 0;
    result += font.codePoints.has(codePoint) ? char : REPLACEMENT;
  }
  return result;
}
