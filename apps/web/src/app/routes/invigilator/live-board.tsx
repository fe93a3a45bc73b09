import { LiveBoardRoute } from '../../../features/college-live-board/routes/live-board';
import { invigilatorClient } from '../../../features/invigilator/api/invigilator';
import { type LiveBoardSource, LiveBoardSourceContext } from '../../../lib/live-board-source';

const source: LiveBoardSource = {
  portal: 'invigilator',
  request: invigilatorClient.request,
  links: () => [['My tests', '/invigilator/tests']],
};

/** /invigilator/tests/:id/live: the college's live board screen, over the invigilator's session and scope. */
export function InvigilatorLiveBoardRoute() {
  return (
    <LiveBoardSourceContext value={source}>
      <LiveBoardRoute />
    </LiveBoardSourceContext>
  );
}
