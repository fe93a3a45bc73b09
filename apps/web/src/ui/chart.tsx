import { type ReactNode, useId } from 'react';

/**
 * A chart as one accessible image: an SVG drawing of `width` × `height` (the `children`) named by `title`, which
 * says its numbers in words, with `legend` above it and `caption` (in `captionClassName`) below it.
 */
export function Chart({
  width,
  height,
  className,
  title,
  legend,
  caption,
  captionClassName,
  testId,
  children,
}: {
  width: number;
  height: number;
  /** the drawing's size on the page */
  className: string;
  title: ReactNode;
  legend?: ReactNode;
  caption: ReactNode;
  captionClassName: string;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure>
      {legend}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={className}
        role="img"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <title id={titleId}>{title}</title>
        {children}
      </svg>
      <figcaption className={captionClassName}>{caption}</figcaption>
    </figure>
  );
}
