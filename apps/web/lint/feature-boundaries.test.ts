// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

/** A features folder on disk: shop → cart (no way back), and accounts ↔ characters. */
const features = join(mkdtempSync(join(tmpdir(), 'grimoire-boundaries-')), 'app', 'features');
const files: Record<string, string> = {
  'shop/ShopPage.tsx': "import { CartLine } from '../cart';\n",
  'cart/index.ts': "export { CartLine } from './CartLine';\n",
  'cart/CartLine.tsx': "import { price } from './price';\n",
  'cart/price.ts': 'export const price = 1;\n',
  'accounts/index.ts': "export { useSession } from './use-session';\n",
  'accounts/use-session.ts': "import { Character } from '../characters';\n",
  'characters/index.ts': "export { Character } from './Character';\n",
  'characters/Character.tsx': "import { useSession } from '../accounts';\n",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(features, path, '..'), { recursive: true });
  writeFileSync(join(features, path), text);
}
const at = (path: string) => join(features, path);

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: at('shop/ShopPage.tsx'), code: "import { CartLine } from '../cart';" },
    { filename: at('shop/ShopPage.tsx'), code: "import { CartLine } from '../../features/cart/index';" },
    { filename: at('cart/CartLine.tsx'), code: "import { price } from './price';" },
    { filename: at('shop/ShopPage.tsx'), code: "import { Button } from '../../ui/Button';" },
    // Tests may reach into any feature.
    { filename: at('shop/ShopPage.test.tsx'), code: "import { price } from '../cart/price';" },
  ],
  invalid: [
    {
      filename: at('shop/ShopPage.tsx'),
      code: "import { price } from '../cart/price';",
      errors: [{ messageId: 'privatePart', data: { feature: 'cart', entry: '../cart' } }],
    },
    {
      filename: at('shop/ShopPage.tsx'),
      code: "const Line = () => import('../../features/cart/CartLine');",
      errors: [{ messageId: 'privatePart', data: { feature: 'cart', entry: '../../features/cart' } }],
    },
    {
      filename: at('accounts/use-session.ts'),
      code: "import { Character } from '../characters';",
      errors: [{ messageId: 'cycle', data: { cycle: 'accounts → characters → accounts' } }],
    },
    {
      filename: at('cart/price.ts'),
      code: "export { ShopPage } from '../shop';",
      errors: [{ messageId: 'cycle', data: { cycle: 'cart → shop → cart' } }],
    },
  ],
});
