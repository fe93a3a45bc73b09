import { checkPath, SolidIcon } from '../../ui/line-icon';

const crossPath =
  'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z';

/** A pass or fail mark; `silent` when the words beside it already say which. */
export function StatusIcon({ passed, silent = false }: { passed: boolean; silent?: boolean }) {
  return passed ? (
    <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
      <SolidIcon d={checkPath} className="size-4" />
      {!silent && <span className="sr-only">Passed</span>}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-medium text-red-700">
      <SolidIcon d={crossPath} className="size-4" />
      {!silent && <span className="sr-only">Failed</span>}
    </span>
  );
}
