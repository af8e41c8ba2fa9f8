/** /users/account/messages/ai/: the user's chats with AI companions (SPEC §2), in the same thread view. */
import { MessagesInbox } from './MessagesInbox.tsx';

/** The page. */
export default function AiMessagesPage() {
  return <MessagesInbox ai />;
}
