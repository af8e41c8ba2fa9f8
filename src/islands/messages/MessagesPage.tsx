/** /users/account/messages/: conversations between punters and escorts or venues (SPEC §2). */
import { MessagesInbox } from './MessagesInbox.tsx';

/** The page. */
export default function MessagesPage() {
  return <MessagesInbox ai={false} />;
}
