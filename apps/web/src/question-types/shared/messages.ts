/** Shown when a right-click is blocked on the take-assessment screen and in the code editor. */
export const rightClickBlocked = 'Right-click is not allowed.';
