import { expect, test, type APIRequestContext } from '../fixtures';
import { waitForHydration } from '../creatures/helpers';
import { signInStaff } from '../map/helpers';

interface ClueMap {
  id: number;
  posX: number;
  posY: number;
}

/** The map the hunt answers for `clueId`, starting one map south of (x, y) and looking north. */
async function answeredMap(
  request: APIRequestContext,
  x: number,
  y: number,
  clueId: number,
): Promise<number | null> {
  const answer = await request.get(`/api/treasure-hunt?x=${x}&y=${y + 1}&direction=6&clue=${clueId}`);
  return answer.status() === 200 ? ((await answer.json()) as { data: ClueMap[] }).data[0].id : null;
}

test('@real an admin takes a clue off a map, undoes it, and adds another: the hunt answers follow at once', async ({
  page,
  context,
}) => {
  await signInStaff(page, context, 'admin');
  const clues = (await (
    await page.request.get('/api/point-of-interest?$limit=50&$select[]=id&$select[]=name')
  ).json()) as {
    data: { id: number; name: { fr: string } }[];
  };
  const named = clues.data.filter((clue) => /\p{L}{4,}/u.test(clue.name.fr ?? ''));
  const held = named[0];
  const maps = (await (await page.request.get(`/api/clue-maps?clueId=${held.id}`)).json()) as {
    data: ClueMap[];
  };
  // A map holding the clue whose southern neighbour is not another holder (so the answer is this map).
  const map = maps.data.find((m) => !maps.data.some((n) => n.posX === m.posX && n.posY === m.posY + 1))!;
  expect(await answeredMap(page.request, map.posX, map.posY, held.id)).toBe(map.id);
  const { clueIds } = (await (await page.request.get(`/api/map-positions/${map.id}`)).json()) as {
    clueIds: number[];
  };
  const other = named.find((clue) => !clueIds.includes(clue.id))!;

  await page.goto(`/fr/back/poi/from-map?x=${map.posX}&y=${map.posY}&world=1`);
  await waitForHydration(page);
  await expect(page.getByTestId('clues-map')).toContainText(`[${map.posX}, ${map.posY}]`);
  const row = page.getByTestId(`clue-row-${held.id}`);
  await expect(row).toContainText(held.name.fr);
  await expect(row).toContainText('données du jeu');
  await row.getByRole('button', { name: 'Retirer de cette carte' }).click();
  // It changes the live answers: it asks first.
  await expect(page.getByRole('dialog')).toContainText(`Retirer l'indice « ${held.name.fr} » de cette carte ?`);
  await page.getByTestId('clues-confirm-take-off').click();
  await expect(page.getByTestId('back-message')).toContainText('retiré');
  await expect(row).toContainText('équipe : retiré');
  expect(await answeredMap(page.request, map.posX, map.posY, held.id)).not.toBe(map.id);

  await row.getByRole('button', { name: 'Annuler la modification' }).click();
  await expect(page.getByTestId('back-message')).toContainText('annulée');
  expect(await answeredMap(page.request, map.posX, map.posY, held.id)).toBe(map.id);

  await page.getByTestId('clues-pick').click();
  await page.getByTestId('clues-pick').fill(other.name.fr);
  await page.getByRole('option', { name: other.name.fr, exact: true }).click();
  await page.getByTestId('clues-add').click();
  await expect(page.getByTestId(`clue-row-${other.id}`)).toContainText('équipe : ajouté');
  expect(await answeredMap(page.request, map.posX, map.posY, other.id)).toBe(map.id);
  await page
    .getByTestId(`clue-row-${other.id}`)
    .getByRole('button', { name: 'Annuler la modification' })
    .click();
  await expect(page.getByTestId(`clue-row-${other.id}`)).toHaveCount(0);
});
