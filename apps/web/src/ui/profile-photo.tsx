const sizes = {
  md: { box: 'size-20', letter: 'text-2xl', border: 'border' },
  lg: { box: 'size-24', letter: 'text-3xl', border: 'border border-slate-200' },
} as const;

/** A student's picture, or the first letter of their name on the brand colour when they have none. */
export function ProfilePhoto({
  src,
  alt,
  firstName,
  size,
}: {
  src: string | null | undefined;
  alt: string;
  firstName: string;
  size: keyof typeof sizes;
}) {
  const { box, letter, border } = sizes[size];
  return src ? (
    <img src={src} alt={alt} className={`${box} rounded-full ${border} object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`flex ${box} items-center justify-center rounded-full bg-brand-700 ${letter} font-semibold text-white`}
    >
      {firstName.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
