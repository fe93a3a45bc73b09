import { Logo } from '../../../ui/logo';

export function SenderAvatar({ sender }: { sender: { name: string; avatar: string | null } }) {
  if (sender.avatar) {
    return (
      <img src={sender.avatar} alt={`${sender.name} logo`} className="size-12 rounded-full object-cover" />
    );
  }
  return <Logo />;
}
