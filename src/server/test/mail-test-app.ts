import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ManualClock } from '../lib/clock';
import { SmtpSink } from './smtp-sink';
import { createTestContext, type TestContext } from './test-app';

/**
 * A test app whose mail goes to a real SMTP server and whose time is a clock the tests move:
 * started once for the file, emptied before each test with the clock set back to `start()`.
 */
export function mailTestApp(start: () => string | number) {
  const clock = new ManualClock(start());
  const smtp = new SmtpSink();
  const mail = { clock, smtp, context: undefined as unknown as TestContext };
  beforeAll(async () => {
    await smtp.start();
    mail.context = await createTestContext({ SMTP_URL: smtp.url }, { clock });
  });
  afterAll(async () => {
    await mail.context?.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await mail.context.reset();
    smtp.clear();
    clock.set(start());
  });
  return mail;
}
