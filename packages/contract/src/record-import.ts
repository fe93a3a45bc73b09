import { type Static, Type } from 'typebox';
import { Nullable } from './common';

// ---------- bulk verification of academic records (#45): a spreadsheet keyed by roll number or e-mail ----------

const RowProblem = Type.Object({ row: Type.Integer(), message: Type.String() });

export const RecordImportChange = Type.Object({
  field: Type.String(),
  action: Type.Union([Type.Literal('edit'), Type.Literal('verify')]),
  oldValue: Nullable(Type.String()),
  newValue: Nullable(Type.String()),
});

export const RecordImportPreviewReply = Type.Object({
  success: Type.Literal(true),
  /** the rows under the header */
  rows: Type.Integer(),
  ready: Type.Array(
    Type.Object({
      row: Type.Integer(),
      student: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
      rollNumber: Nullable(Type.String()),
      /** empty when the row only repeats what the record says and has verified */
      changes: Type.Array(RecordImportChange),
    }),
  ),
  /** every row the import cannot use, with its reasons */
  problems: Type.Array(RowProblem),
});
export type RecordImportPreview = Static<typeof RecordImportPreviewReply>;

export const RecordImportConfirmReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** the good rows written */
  imported: Type.Integer(),
  /** of those, the rows that changed a record */
  changed: Type.Integer(),
  problems: Type.Array(RowProblem),
});
export type RecordImportConfirm = Static<typeof RecordImportConfirmReply>;
