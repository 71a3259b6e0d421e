import { assistantArea } from '@tagwise/core/values/assistant';
import type { ChatContext } from '@tagwise/core/schemas/assistant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The part of the chat context an address gives: the page, its area, and the project or item it shows. */
export function locationContext(pathname: string): Pick<ChatContext, 'page' | 'feature' | 'projectId' | 'itemId'> {
  const [first, second] = pathname.split('/').filter(Boolean);
  const id = second && UUID.test(second) ? second : null;
  return {
    page: pathname.slice(0, 300),
    feature: assistantArea(pathname),
    projectId: first === 'projects' ? id : null,
    itemId: first === 'items' ? id : null,
  };
}
