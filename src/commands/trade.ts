/**
 * `/oil trade`: either an open offer typed as give:"2 brick" get:"1 ore" (parsed by the same form as the
 * "Offer a trade" modal, or by the Counter-offer one for a player asked to answer an offer), or — with `choice` —
 * any listed trade action: bank and harbor trades, accepting or declining an offer, confirming with a player,
 * withdrawing.
 */
import type { Subcommand } from './types';
import { gameHere } from '../discord/here';
import { beginTurn, playMove } from '../discord/play';
import { tell } from '../discord/respond';
import { formReceipt } from '../discord/components/forms';
import { openLinkedOr } from '../discord/components/act';
import { CHOICE_MAX, typedAction } from './typed-action';

const listed = typedAction(
  'trade',
  'trade',
  '',
  'A listed trade: bank/harbor, accept, decline, confirm, withdraw',
);

export const trade: Subcommand = {
  name: 'trade',
  description: 'Offer give:"2 brick" get:"1 ore", or pick a listed trade (bank, accept, confirm…)',
  defer: 'ephemeral',
  options: (sub) =>
    sub
      .addStringOption((o) =>
        o
          .setName('choice')
          .setDescription('A listed trade: bank/harbor, accept, decline, confirm, withdraw')
          .setAutocomplete(true)
          .setMaxLength(CHOICE_MAX),
      )
      .addStringOption((o) =>
        o
          .setName('give')
          .setDescription('Your offer: what you give, e.g. "2 brick, 1 wool"')
          .setMaxLength(CHOICE_MAX),
      )
      .addStringOption((o) =>
        o.setName('get').setDescription('Your offer: what you want, e.g. "1 ore"').setMaxLength(CHOICE_MAX),
      ),
  autocomplete: listed.autocomplete,
  async execute(app, interaction) {
    const give = interaction.options.getString('give');
    const get = interaction.options.getString('get');
    if (give === null && get === null) return listed.execute(app, interaction);
    if (give === null || get === null) return tell(interaction, 'Say both what you give and what you get.');
    if (give.length > CHOICE_MAX || get.length > CHOICE_MAX) {
      return tell(interaction, `An offer is at most ${CHOICE_MAX} characters a side. Nothing changed.`);
    }
    const game = await gameHere(app, interaction);
    if (!game) return;
    const turn = await beginTurn(app, interaction, game.record.id, null);
    if (!turn) return;
    const presenter = app.presenter(game.record.gameId);
    // Asked to answer an offer, give: and get: make a counter-offer, as the Counter-offer form does (typed, a
    // player could not counter at all: "You cannot offer a trade right now (only on your turn, after rolling)").
    const forms = presenter.forms(turn.snap, turn.seat);
    const form = forms.find((f) => f.key === 'trade') ?? forms.find((f) => f.key === 'counter');
    if (!form) {
      // The maker of an open offer was told "only on your turn, after rolling" on their own turn, rolled.
      const first = presenter.settleFirst?.(turn.snap, turn.seat);
      if (first) return tell(interaction, `You cannot offer a trade right now: ${first}.`);
      return tell(
        interaction,
        presenter.typedOfferHelp ?? 'You cannot offer a trade right now (only on your turn, after rolling).',
      );
    }
    const parsed = form.parse({ give, get });
    if (!parsed.ok) return tell(interaction, `${parsed.error} Nothing changed.`);
    // Answered as the form's Send is ("Done: You offered 2 brick for 1 ore."): "Your offer is on the table." said
    // neither what was offered nor for what (a playtest typed and clicked the same offer).
    await playMove(app, interaction, turn, parsed.action, {
      receipt: (done) => formReceipt(done, form.buttonLabel),
      close: openLinkedOr(app, interaction, turn.seat),
    });
  },
};
