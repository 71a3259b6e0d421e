import { describe, expect, it } from 'vitest';
import { locationContext } from './chat-location';
import { paragraphsOf, questionToSend, sendsOnKey, showsSuggestions, type ChatMessage } from './chat-rules';

const greeting: ChatMessage = { id: '1', text: 'Hi', isUser: false, timestamp: 0 };

describe('chat input rules (commercial-side.md section 5)', () => {
  it('sends the trimmed question, and nothing when empty or while a reply loads', () => {
    expect(questionToSend('  How do I print price tags?\n', false)).toBe('How do I print price tags?');
    expect(questionToSend(' \n\t ', false)).toBeNull();
    expect(questionToSend('How do I print price tags?', true)).toBeNull();
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('chat rules (section 4)', () => {
  it('shows suggestions only while the greeting is the only message', () => {
    expect(showsSuggestions([greeting])).toBe(true);
    expect(showsSuggestions([greeting, { ...greeting, id: '2', isUser: true }])).toBe(false);
  });

  it('splits a reply into its paragraphs', () => {
    expect(paragraphsOf('One\n\nTwo\nstill two\n\n\n')).toEqual(['One', 'Two\nstill two']);
  });
});

describe('chat context from the address (section 3)', () => {
  const id = '0b7c9a52-3f1e-4c1a-9d7e-2f6f1e1a0c11';
  it('names the page, its area and the project or item it shows', () => {
    expect(locationContext(`/projects/${id}`)).toEqual({
      page: `/projects/${id}`,
      feature: 'project',
      projectId: id,
      itemId: null,
    });
    expect(locationContext(`/projects/${id}/settlement`)).toMatchObject({ feature: 'settlement', projectId: id });
    expect(locationContext(`/projects/${id}/day-end`)).toMatchObject({ feature: 'day-end', projectId: id });
    expect(locationContext(`/projects/${id}/promo`)).toMatchObject({ feature: 'promo', projectId: id });
    expect(locationContext(`/items/${id}`)).toMatchObject({ feature: 'item', projectId: null, itemId: id });
    expect(locationContext('/features/smart-pricing')).toMatchObject({ feature: 'feature:smart-pricing' });
    expect(locationContext('/')).toMatchObject({ feature: 'home', projectId: null, itemId: null });
  });
});
