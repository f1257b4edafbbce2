import { walkPlayEdition } from '../pages/play';
import { test } from '../support/playServer';

// Issue 33 in the other market: an EDITION=play server with MARKET=IN (rupee-sized coins).
test.use({ playMarket: 'IN' });

test('Home, Promo, Vip, Earn, records and FAQ promise no money in IN; every banner opens a page', async ({
  page,
}, info) => {
  await walkPlayEdition(page, info, 'IN');
});
