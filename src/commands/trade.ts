/** `/oil trade give:<…> get:<…>`: the typed twin of the "Offer a trade" modal, parsed by the same form. */
import type { Subcommand } from './types';
import { gameHere } from './here';
import { applyAndPost, gate } from '../discord/flows';
import { tell } from '../discord/respond';

export const trade: Subcommand = {
  name: 'trade',
  description: 'Offer a trade, e.g. give:"2 brick" get:"1 ore" (with the bank or the other players)',
  defer: 'ephemeral',
  options: (sub) =>
    sub
      .addStringOption((o) =>
        o.setName('give').setDescription('What you give, e.g. "2 brick, 1 wool"').setRequired(true),
      )
      .addStringOption((o) =>
        o.setName('get').setDescription('What you want, e.g. "1 ore"').setRequired(true),
      )
      .addStringOption((o) =>
        o
          .setName('with')
          .setDescription('Who: "players" (default) or "bank" (maritime trade at your best rate)')
          .addChoices(
            { name: 'the other players', value: 'players' },
            { name: 'the bank or a harbor', value: 'bank' },
          ),
      ),
  async execute(ctx, interaction) {
    const record = await gameHere(ctx, interaction);
    if (!record) return;
    const ok = await gate(ctx, interaction, record.row, null);
    if (!ok) return;
    const forms = ctx.presenter(record.gameId).forms(ok.snap, ok.seat);
    const withWhom = interaction.options.getString('with') ?? 'players';
    const form =
      forms.find((f) => f.key === (withWhom === 'bank' ? 'bank' : 'trade')) ??
      forms.find((f) => f.key === 'trade');
    if (!form) return tell(interaction, 'You cannot offer a trade right now.');
    const parsed = form.parse({
      give: interaction.options.getString('give', true),
      get: interaction.options.getString('get', true),
    });
    if (!parsed.ok) return tell(interaction, `${parsed.error} Nothing changed.`);
    await applyAndPost(
      ctx,
      interaction,
      record.row,
      parsed.action,
      ok.snap.record.version,
      `Done: ${form.buttonLabel}.`,
    );
  },
};
