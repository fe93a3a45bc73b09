/** Enters fullscreen (from a press: the browser needs the gesture); a refusal (an embedded browser) changes nothing. */
export async function enterFullscreen(): Promise<void> {
  try {
    if (!document.fullscreenElement) await document.documentElement.requestFullscreen();
  } catch {
    // fullscreen refused: the test still starts
  }
}

/** Leaves fullscreen if the page is in it; a refusal changes nothing. */
export function exitFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
