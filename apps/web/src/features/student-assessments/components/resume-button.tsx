import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { enterFullscreen } from '../utils/fullscreen';
import { shellMessages } from '../utils/shell-messages';

/**
 * "Resume test" in one press: the press is the gesture fullscreen needs, then the test screen resumes the
 * attempt at its question with the time the server says is left.
 */
export function ResumeButton({ id, adaptive }: { id: string; adaptive: boolean }) {
  const navigate = useNavigate();
  const resume = async () => {
    await enterFullscreen();
    navigate(`/student/test/${id}/start?isAdaptive=${adaptive}`);
  };
  return <Button onClick={() => void resume()}>{shellMessages.resumeTest}</Button>;
}
