import { Button } from './button';

/** The page's table as a spreadsheet or as CSV; `what` names it where a page has more than one ("comparison"). */
export function ExportButtons({
  onExport,
  what,
}: {
  onExport: (format: 'xlsx' | 'csv') => void;
  what?: string;
}) {
  const name = what ? `Export ${what}` : 'Export';
  return (
    <>
      <Button variant="secondary" onClick={() => onExport('xlsx')}>
        {name} XLSX
      </Button>
      <Button variant="secondary" onClick={() => onExport('csv')}>
        {name} CSV
      </Button>
    </>
  );
}
