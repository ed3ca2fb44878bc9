/**
 * Printing HTML to PDF with the system Chromium (DESIGN.md section 1, "PDF (bio data)"), driven by
 * playwright-core. One headless browser is launched on the first print and reused (relaunched if
 * it dies); at most `concurrency` pages print at once, the others wait their turn; each print,
 * waiting included, must finish within `timeoutMs`. Pages get no network at all: every request is
 * aborted, so the HTML must carry its images and fonts as data: URLs.
 */
// Types only here: playwright-core is loaded on the first PDF (it costs ~1.4 s at every server start).
import type { Browser } from 'playwright-core';

export interface PdfPrinterOptions {
  /** Chromium executable (CHROMIUM_PATH). */
  executablePath: string;
  /** Pages printed at the same time (PDF_CONCURRENCY). */
  concurrency: number;
  /** Most time for one print in ms, waiting for a free slot included (PDF_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface PdfPrinter {
  /** The A4 PDF of the HTML document `html`. Throws PdfTimeoutError after the time limit. */
  print(html: string): Promise<Buffer>;
  /** Closes the browser, if one was launched; later prints launch a new one. */
  close(): Promise<void>;
}

/** A print that did not finish within its time limit (the route answers 503). */
export class PdfTimeoutError extends Error {
  constructor(ms: number) {
    super(`PDF not printed within ${ms} ms`);
    this.name = 'PdfTimeoutError';
  }
}

/** A counting semaphore: `run(task)` starts `task` when fewer than `size` run. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** A printer with its own lazily launched browser (see the module comment). */
export function pdfPrinter(opts: PdfPrinterOptions): PdfPrinter {
  let browser: Promise<Browser> | null = null;
  const run = limiter(opts.concurrency);

  const getBrowser = (): Promise<Browser> => {
    if (!browser) {
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: opts.executablePath, headless: true }),
      );
      browser = launching;
      launching.then(
        (b) =>
          b.on('disconnected', () => {
            if (browser === launching) browser = null;
          }),
        () => {
          if (browser === launching) browser = null;
        },
      );
    }
    return browser;
  };

  const printNow = async (html: string, signal: { expired: boolean }): Promise<Buffer> => {
    if (signal.expired) throw new PdfTimeoutError(opts.timeoutMs);
    const context = await (await getBrowser()).newContext({ offline: true });
    try {
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: opts.timeoutMs });
      // Every @font-face used must be loaded before printing (a string: the server has no DOM types).
      await page.evaluate('document.fonts.ready.then(() => null)');
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '10mm', bottom: '10mm', left: '12mm', right: '12mm' },
      });
    } finally {
      await context.close().catch(() => undefined);
    }
  };

  return {
    async print(html) {
      const signal = { expired: false };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          signal.expired = true;
          reject(new PdfTimeoutError(opts.timeoutMs));
        }, opts.timeoutMs);
      });
      try {
        const job = run(() => printNow(html, signal));
        job.catch(() => undefined); // a print that lost the race must not become an unhandled rejection
        return await Promise.race([job, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
