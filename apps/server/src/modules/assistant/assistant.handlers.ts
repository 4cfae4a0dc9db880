import { api } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { requireMember } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { ask } from './ask.service.js';
import { conversationTurns, deleteConversation, listConversations, ownConversation } from './conversations.repo.js';

export const assistantImplementations = implement(api.assistant, {
  ask: (input, ctx) => ask(ctx.req.server.config, input, ctx),
  conversations: (input, ctx) => listConversations(ctx.db, requireMember(ctx).id, input.page, input.pageSize),
  conversation: async (input, ctx) => {
    const c = await ownConversation(ctx.db, requireMember(ctx).id, input.id);
    if (!c) throw notFound();
    return { id: c.id, title: c.title, turns: await conversationTurns(ctx.db, c.id) };
  },
  deleteConversation: async (input, ctx) => {
    await deleteConversation(ctx.db, requireMember(ctx).id, input.id);
    ctx.say('operationSuccess');
    return {};
  },
});
