import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD } from './academic-record';
import {
  type ImportStudent,
  importColumns,
  planRecordImport,
  type RecordImportContext,
} from './record-import';

const empty = EMPTY_RECORD;
const asha: ImportStudent = {
  id: 'a',
  name: 'Asha',
  email: 'asha@uni.test',
  rollNumber: 'R1',
  record: { ...empty, cgpa: 7.5, verified: ['cgpa'] },
};
const bala: ImportStudent = {
  id: 'b',
  name: 'Bala',
  email: 'bala@uni.test',
  rollNumber: null,
  record: empty,
};
const context: RecordImportContext = {
  byRoll: new Map([['R1', asha]]),
  byEmail: new Map([
    [asha.email, asha],
    [bala.email, bala],
  ]),
  offered: [{ programme: 'B.Tech', branch: 'CSE' }],
};

const plan = (header: string[], rows: string[][]) => {
  const { columns, problems } = importColumns(header);
  expect(problems).toEqual([]);
  return planRecordImport(
    rows.map((values, i) => ({
      line: i + 2,
      cells: Object.fromEntries(header.map((h, j) => [h, values[j] ?? ''])),
    })),
    columns,
    context,
  );
};

describe('importColumns', () => {
  it('reads headers as people write them and refuses an unknown one', () => {
    const { columns } = importColumns(['Roll No', 'E-mail', 'CGPA', 'Class 12 %']);
    expect([...columns.values()]).toEqual(['rollNumber', 'email', 'cgpa', 'classXII']);
    const refused = importColumns(['Name', 'CGPA']);
    expect(refused.problems[0]).toBe('The column "Name" is not one the import reads');
    expect(refused.problems[1]).toBe('The file needs a RollNumber or an Email column to find each student');
  });
});

describe('planRecordImport', () => {
  it('sets and verifies what a row gives, and sets a roll number found by e-mail', () => {
    const { ready, problems } = plan(
      ['RollNumber', 'Email', 'Branch', 'CGPA'],
      [
        ['R1', '', 'CSE', '8.1'],
        ['R2', 'bala@uni.test', '', '7'],
      ],
    );
    expect(problems).toEqual([]);
    expect(ready[0]!.changes).toEqual([
      { field: 'branch', action: 'edit', oldValue: null, newValue: 'CSE' },
      { field: 'cgpa', action: 'edit', oldValue: '7.5', newValue: '8.1' },
      { field: 'branch', action: 'verify', oldValue: null, newValue: 'CSE' },
    ]);
    expect(ready[1]!.changes[0]).toEqual({
      field: 'rollNumber',
      action: 'edit',
      oldValue: null,
      newValue: 'R2',
    });
    expect(ready[1]!.after.verified).toEqual(['cgpa']);
  });

  it('names every row it cannot use, with each reason', () => {
    const { ready, problems } = plan(
      ['RollNumber', 'Email', 'Branch', 'CGPA', 'ClassX'],
      [
        ['R9', '', '', '8'],
        ['R1', '', '', '11'],
        ['R1', '', '', '8'],
        ['', 'bala@uni.test', 'ECE', 'eight', '101'],
      ],
    );
    expect(ready).toEqual([]);
    expect(problems).toEqual([
      { row: 2, message: 'Unknown roll number R9' },
      { row: 3, message: 'Roll number R1 is in rows 3, 4; A CGPA of 11 is outside its scale of 0 to 10' },
      { row: 4, message: 'Roll number R1 is in rows 3, 4' },
      {
        row: 5,
        message:
          'CGPA "eight" is not a number; Class X is a percentage from 0 to 100, not 101; The college does not offer the branch ECE',
      },
    ]);
  });
});
