import { existsSync, readFileSync } from 'node:fs';
import { allowedTimeText, type ScoreReport, standingOf } from '@placement/contract';
import { typeDisplayName } from '@placement/domain';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * A report as an A4 PDF, drawn with pdfkit (no browser: docs/benchmarks.md has the choice and its figures). The
 * PDF's own Helvetica covers Western European letters (Windows-1252) and costs nothing to embed; a report with any
 * other letter (a name in Polish, Turkish, or with a macron) embeds DejaVu Sans (Debian's fonts-dejavu-core),
 * parsed once per process, which makes that report a few times slower and larger.
 */

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory.open); @types/pdfkit does not say */
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

const WINDOWS_1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const helveticaCovers = (text: string) =>
  [...text].every((c) => (c.codePointAt(0) ?? 0) <= 0xff || WINDOWS_1252_EXTRAS.includes(c));

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
let dejavu: { regular: fontkit.Font; bold: fontkit.Font } | null | undefined;
function dejavuFonts() {
  if (dejavu === undefined) {
    dejavu = existsSync(`${DEJAVU}/DejaVuSans.ttf`)
      ? {
          regular: fontkit.create(readFileSync(`${DEJAVU}/DejaVuSans.ttf`)),
          bold: fontkit.create(readFileSync(`${DEJAVU}/DejaVuSans-Bold.ttf`)),
        }
      : null;
  }
  return dejavu;
}

type Fonts = { regular: string; bold: string };
const fontsOfDocument = new WeakMap<PDFKit.PDFDocument, Fonts>();

/**
 * The fonts a document draws with: DejaVu where its text needs it, else Helvetica by its own name (pdfkit re-reads
 * a standard font's metrics on every use when it is registered under another name).
 */
function chooseFonts(doc: PDFKit.PDFDocument, report: ScoreReport): Fonts {
  const embedded = helveticaCovers(JSON.stringify(report)) ? null : dejavuFonts();
  if (!embedded) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('Regular', embedded.regular);
  doc.registerFont('Bold', embedded.bold);
  return { regular: 'Regular', bold: 'Bold' };
}
const fontsOf = (doc: PDFKit.PDFDocument) => fontsOfDocument.get(doc) as Fonts;

const MARGIN = 48;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

type Doc = PDFKit.PDFDocument;
interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const dateTime = (iso: string | null, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '—';

const minutesAndSeconds = (seconds: number | null) =>
  seconds === null ? '—' : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

const num = (n: number | null, digits = 2) => (n === null ? '—' : String(Number(n.toFixed(digits))));
const percent = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)} %`);

function heading(doc: Doc, text: string) {
  const fonts = fontsOf(doc);
  doc.moveDown(0.8).font(fonts.bold).fontSize(12).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.3);
}

function fields(doc: Doc, pairs: [string, string][]) {
  const fonts = fontsOf(doc);
  for (const [label, value] of pairs) {
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`${label}: `, MARGIN, undefined, { continued: true });
    doc.font(fonts.regular).fillColor(INK).text(value);
  }
}

function table(doc: Doc, columns: Column[], rows: string[][]) {
  const fonts = fontsOf(doc);
  const bottom = doc.page.height - MARGIN - 24;
  const drawRow = (cells: string[], bold: boolean) => {
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          doc
            .font(bold ? fonts.bold : fonts.regular)
            .fontSize(9)
            .heightOfString(cell, {
              width: (columns[i]?.width ?? 60) - 6,
            }),
        ),
      ) + 6;
    if (doc.y + height > bottom) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i] as Column;
      doc
        .font(bold ? fonts.bold : fonts.regular)
        .fontSize(9)
        .fillColor(bold ? MUTED : INK)
        .text(cell, x + 3, y + 3, { width: column.width - 6, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(x, y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  drawRow(
    columns.map((c) => c.title),
    true,
  );
  for (const row of rows) drawRow(row, false);
}

/** "Percentile: 64 (among 120 candidates)", or below ten candidates "Rank: 1 of 2 (a percentile is given …)". */
function standingField(score: ScoreReport['score']): [string, string] {
  const { label, value, note } = standingOf(score);
  return [label, `${value} (${note.charAt(0).toLowerCase()}${note.slice(1)})`];
}

function scoreSection(doc: Doc, report: ScoreReport) {
  const { score } = report;
  heading(doc, 'Score');
  fields(doc, [
    ['Score', `${num(score.marks)} / ${num(score.maxMarks)} (${percent(score.percentage)})`],
    ['Band', score.band ?? 'Not graded yet'],
    standingField(score),
  ]);
  const { ability } = report;
  if (ability) {
    fields(doc, [
      ['Scaled score', `${num(ability.scaled, 1)} ± ${num(ability.scaledSe, 1)}`],
      [
        // spelt out: θ is not in the built-in Helvetica, and embedding a font for one letter costs each report
        'Ability (theta)',
        `${num(ability.theta)} ± ${num(ability.se)} logits (calibration version ${ability.version})`,
      ],
    ]);
  }
  if (score.awaitingGrading > 0) {
    doc
      .moveDown(0.3)
      .fillColor(MUTED)
      .text(`${score.awaitingGrading} answer(s) still await a grader's marks.`);
  }
}

function questionsSection(doc: Doc, report: ScoreReport) {
  const fonts = fontsOf(doc);
  heading(doc, 'Questions');
  if (!report.verdictsShown) {
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text('Verdicts are shown once the college releases the answer key.');
    doc.moveDown(0.3);
  }
  const testcases = (q: ScoreReport['questions'][number]) => {
    const t = q.testcases;
    if (!t) return '';
    if (t.compileError) return 'compile error';
    return `${t.visiblePassed}/${t.visibleTotal} sample, ${t.hiddenPassed}/${t.hiddenTotal} hidden`;
  };
  table(
    doc,
    [
      { title: '#', width: 26, align: 'right' },
      { title: 'Topic', width: 128 },
      { title: 'Type', width: 88 },
      { title: 'Outcome', width: 86 },
      { title: 'Marks', width: 64, align: 'right' },
      { title: 'Testcases', width: 107 },
    ],
    report.questions.map((q) => [
      String(q.number),
      q.topic,
      typeDisplayName(q.type),
      q.outcome,
      `${num(q.marks)} / ${num(q.maxMarks)}`,
      testcases(q),
    ]),
  );
}

function integritySection(doc: Doc, report: ScoreReport) {
  const integrity = report.integrity;
  if (!integrity) return;
  heading(doc, 'Integrity');
  fields(doc, [
    ['Risk', integrity.flagged ? 'Flagged for review' : 'Nothing flagged'],
    ['Events', integrity.flags.length ? integrity.flags.join(', ') : 'none'],
    [
      'Highest code similarity',
      integrity.highestSimilarity === null ? 'not checked' : `${integrity.highestSimilarity} %`,
    ],
    ['Ended early', integrity.endedEarly ? `yes (${report.attempt.ended})` : 'no'],
  ]);
  if (report.decision) fields(doc, [['Decision', report.decision]]);
  if (report.reviewerNotes?.length) {
    heading(doc, "Reviewer's notes");
    for (const note of report.reviewerNotes) fields(doc, [[`Question ${note.question}`, note.note]]);
  }
}

/** The report as a PDF stream; the caller pipes it on (the document ends itself). */
export function reportPdf(report: ScoreReport): Doc {
  const { timeZone } = report;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Score report: ${report.assessment.name}`,
      Author: report.candidate.college,
      Creator: 'Placement',
    },
  });
  fontsOfDocument.set(doc, chooseFonts(doc, report));
  const fonts = fontsOf(doc);
  const copy = report.copy === 'candidate' ? "Candidate's copy" : 'College and recruiter copy';
  doc.font(fonts.bold).fontSize(18).fillColor(INK).text('Score report');
  doc.font(fonts.regular).fontSize(11).fillColor(MUTED).text(`${report.assessment.name} · ${copy}`);
  heading(doc, 'Candidate');
  fields(doc, [
    ['Name', report.candidate.name],
    ['E-mail', report.candidate.email],
    ['College', report.candidate.college],
    ['Attempt', String(report.attempt.number)],
    ['Started', dateTime(report.attempt.startedAt, timeZone)],
    [
      'Ended',
      `${dateTime(report.attempt.endedAt, timeZone)}${report.attempt.ended ? ` (${report.attempt.ended})` : ''}`,
    ],
    [
      'Time used',
      `${minutesAndSeconds(report.attempt.timeTaken)} ${allowedTimeText(report.attempt.allowedMinutes)}`,
    ],
  ]);
  scoreSection(doc, report);
  if (report.skills.length) {
    heading(doc, 'Skills');
    table(
      doc,
      [
        { title: 'Topic', width: 219 },
        { title: 'Marks', width: 90, align: 'right' },
        { title: 'Score', width: 90, align: 'right' },
        { title: 'Cohort average', width: 100, align: 'right' },
      ],
      report.skills.map((s) => [
        s.topic,
        `${num(s.marks)} / ${num(s.maxMarks)}`,
        percent(s.percentage),
        percent(s.cohortAverage),
      ]),
    );
  }
  questionsSection(doc, report);
  integritySection(doc, report);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // below the bottom margin, where pdfkit would otherwise start another page
    doc.page.margins.bottom = 0;
    const footer = `Generated ${dateTime(report.generatedAt, timeZone)} · page ${i + 1} of ${range.count}`;
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(footer, MARGIN, doc.page.height - MARGIN + 12, { lineBreak: false });
  }
  doc.end();
  return doc;
}

/** The whole PDF in memory: one report of a few kilobytes, for the zip of a drive. */
export function reportPdfBuffer(report: ScoreReport): Promise<Buffer> {
  const doc = reportPdf(report);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
