/** Leaves fullscreen if the page is in it; a refusal changes nothing. */
export function exitFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
