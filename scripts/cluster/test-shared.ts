/**
 * The cluster test's checks of what the copies share: sign-in (keys and sessions in PostgreSQL),
 * rate limits (Redis), the catalogue cache (cleared on every copy by LISTEN/NOTIFY), the admin's
 * live order stream (NOTIFY), orders and uploads (the S3 bucket).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { phonePhoto } from '../../src/server/modules/uploads/upload-test-images';
import { signInWithPassword } from '../../src/server/test/oidc-browser';
import { call, checkout, openEvents, postFrom, type Shopper } from './client';
import { check, type ClusterTest, copiesFor, copy, everyCopy, sleep } from './test-context';

const ADMIN = { email: 'admin@saffron-sugar.example', password: 'Admin#2026!' };
const CUSTOMER = { email: 'customer@saffron-sugar.example', password: 'Customer#2026' };

/** Who the later checks act as, and what they buy. */
export interface Session {
  adminToken: string;
  shopper: Shopper;
  productId: string;
}

export async function sharedStateChecks(t: ClusterTest): Promise<Session> {
  const { lb } = t;
  const session: Session = { adminToken: '', shopper: { token: '', sessionId: randomUUID() }, productId: '' };

  await check('sign-in through the balancer lands on both copies; its tokens work on each copy', async () => {
    const linesBefore = t.cluster.balancer.accessLines().length;
    session.adminToken = (await signInWithPassword(`${lb}/oidc`, lb, ADMIN.email, ADMIN.password)).accessToken;
    const customer = await signInWithPassword(`${lb}/oidc`, lb, CUSTOMER.email, CUSTOMER.password);
    session.shopper = { token: customer.accessToken, sessionId: randomUUID() };
    const signIn = t.cluster.balancer.accessLines().slice(linesBefore);
    const used = new Set(signIn.map((line) => line.upstream));
    assert.equal(used.size, 2, `the sign-in requests went to ${[...used].join(', ')}`);
    // oidc-provider answers /oidc/* on the raw response, past the hook that names the request id.
    const ours = signIn.filter((line) => !line.path.startsWith('/oidc/'));
    assert.ok(ours.length > 0 && ours.every((line) => line.requestId), JSON.stringify(signIn));
    for (const c of t.cluster.copies) {
      const me = await call<{ email: string }>(c.url, 'GET', '/api/auth/user', { token: customer.accessToken });
      assert.equal(me.status, 200, `${c.name}: ${JSON.stringify(me.body)}`);
      assert.equal(me.body.email, CUSTOMER.email);
    }
    return `${signIn.length} sign-in requests over ${[...used].join(' and ')}`;
  });

  await check('rate limits are shared: the 6th contact message in a minute from one address is refused', async () => {
    const from = `127.0.9.${1 + Math.floor(Math.random() * 250)}`;
    const message = { name: 'Rate Test', email: 'rate@example.com', message: 'Hello from the cluster test' };
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await postFrom(from, `${lb}/api/contact`, message));
    assert.deepEqual(
      answers.map((a) => a.status < 300),
      [true, true, true, true, true, false],
      JSON.stringify(answers),
    );
    assert.equal(answers[5]!.status, 429);
    assert.ok(answers[5]!.retryAfter, 'a 429 says when to come back (Retry-After)');
    assert.deepEqual(
      copiesFor(
        t,
        answers.slice(0, 5).map((a) => a.requestId),
      ),
      everyCopy(t),
    );
  });

  const products = (await call<Array<{ id: string; inStock: boolean; category: string }>>(lb, 'GET', '/api/products'))
    .body;
  const sweet = products.find((p) => p.inStock && p.category !== 'cakes');
  assert.ok(sweet, 'the demo catalogue has a sweet in stock');
  session.productId = sweet.id;

  await check('a catalogue write on copy 1 is seen on copy 2 within a second', async () => {
    const categories = (await call<Array<{ slug: string }>>(copy(t, 0).url, 'GET', '/api/categories')).body;
    const product = {
      name: `Cluster Slice ${randomUUID().slice(0, 6)}`,
      description: 'Before the change',
      price: '9.50',
      category: categories[0]!.slug,
      image: '/images/products/placeholder.webp',
    };
    const made = await call<{ id: string; slug: string }>(copy(t, 0).url, 'POST', '/api/admin/products', {
      token: session.adminToken,
      body: product,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const onCopy2 = () =>
      call<{ description: string }>(copy(t, 1).url, 'GET', `/api/products/slug/${made.body.slug}`).then((a) => a.body);
    const seen = async (description: string) => {
      const since = Date.now();
      while (Date.now() - since < 1000) {
        if ((await onCopy2()).description === description) return Date.now() - since;
        await sleep(50);
      }
      throw new Error(`copy 2 still shows "${(await onCopy2()).description}" a second after the write`);
    };
    await seen('Before the change');
    const changed = await call(copy(t, 0).url, 'PUT', `/api/admin/products/${made.body.id}`, {
      token: session.adminToken,
      body: { ...product, description: 'After the change' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    return `seen after ${await seen('After the change')} ms`;
  });

  await check('the live order stream on copy 1 (and through nginx) gets an order placed on copy 2', async () => {
    const direct = await openEvents(`${copy(t, 0).url}/api/admin/events`, session.adminToken);
    const balanced = await openEvents(`${lb}/api/admin/events`, session.adminToken);
    try {
      await direct.next(/: connected/);
      await balanced.next(/: connected/);
      const placed = await checkout(copy(t, 1).url, session.shopper, session.productId);
      assert.ok(placed.orderNumber, `the order was placed on copy 2: ${JSON.stringify(placed.answers.at(-1)?.body)}`);
      const event = new RegExp(`event: order\\ndata: \\{[^}]*"orderNumber":${placed.orderNumber}`);
      await direct.next(event);
      await balanced.next(event);
      // Orders are shared: the customer's list on copy 1 has the order placed on copy 2.
      const mine = await call<Array<{ orderNumber: number }>>(copy(t, 0).url, 'GET', '/api/orders/me', {
        token: session.shopper.token,
      });
      assert.ok(
        mine.body.some((o) => o.orderNumber === placed.orderNumber),
        JSON.stringify(mine.body).slice(0, 300),
      );
      return `order #${placed.orderNumber}`;
    } finally {
      direct.close();
      balanced.close();
    }
  });

  await check(
    'an upload issued by copy 1 and registered on copy 2 lands in the shared bucket, served by both',
    async () => {
      const photo = await phonePhoto();
      const issued = await call<{ uploadURL: string }>(copy(t, 0).url, 'POST', '/api/objects/upload', {
        token: session.adminToken,
        body: { contentType: 'image/jpeg', size: photo.length },
      });
      assert.equal(issued.status, 200, JSON.stringify(issued.body));
      const target = new URL(issued.body.uploadURL);
      assert.equal(target.origin, t.s3Endpoint);
      const put = await fetch(issued.body.uploadURL, {
        method: 'PUT',
        body: new Uint8Array(photo),
        headers: { 'content-type': 'image/jpeg' },
      });
      assert.equal(put.status, 200);
      const registered = await call<{ objectPath: string }>(copy(t, 1).url, 'PUT', '/api/product-images', {
        token: session.adminToken,
        body: { imageURL: `${target.origin}${target.pathname}` },
      });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
      for (const base of [copy(t, 0).url, copy(t, 1).url, lb]) {
        const served = await fetch(`${base}${registered.body.objectPath}`);
        assert.equal(served.status, 200, base);
        assert.equal(served.headers.get('content-type'), 'image/webp');
      }
    },
  );
  return session;
}
