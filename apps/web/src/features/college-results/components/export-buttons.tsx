import { Button } from '../../../ui/button';

/** The page's table as a spreadsheet or as CSV. */
export function ExportButtons({ onExport }: { onExport: (format: 'xlsx' | 'csv') => void }) {
  return (
    <>
      <Button variant="secondary" onClick={() => onExport('xlsx')}>
        Export XLSX
      </Button>
      <Button variant="secondary" onClick={() => onExport('csv')}>
        Export CSV
      </Button>
    </>
  );
}
