import { connect } from "node:net";

/**
 * Malformed multipart bodies for /api/uploads (hostile-multipart.test.ts sends each, the multipart
 * storm fault test sends a thousand), and a raw-socket sender that can promise more bytes than it
 * sends and hold the connection open.
 */
export const BOUNDARY = "----merchBoundary7MA4YWxkTrZu0gW";
export const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

let ipCounter = 0;
/** The head of a request to /api/uploads, each from its own client address (the rate limit is not under test). */
function head(baseUrl: string, contentType: string, length?: number): string {
  const ip = `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
  return [
    "POST /api/uploads HTTP/1.1",
    `Host: ${new URL(baseUrl).host}`,
    `Content-Type: ${contentType}`,
    `X-Forwarded-For: ${ip}`,
    length === undefined ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`,
    "",
    "",
  ].join("\r\n");
}

export const filePart = (name: string, type = "image/png") =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;

/**
 * Writes `head` and `body` (with a Content-Length that may promise more than is sent), then either
 * keeps the socket open for `holdMs` and closes it, or half-closes right away. Answers the status
 * the server sent, or null when it closed without one.
 */
export async function sendRaw(
  baseUrl: string,
  contentType: string,
  body: Uint8Array | string,
  { promised, holdMs = 0 }: { promised?: number; holdMs?: number } = {},
): Promise<number | null> {
  const bytes = typeof body === "string" ? Buffer.from(body, "latin1") : Buffer.from(body);
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let answer = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve(m ? Number(m[1]) : null);
    };
    const timer = setTimeout(done, holdMs + 5_000);
    socket.on("data", (c: Buffer) => {
      answer += c.toString("latin1");
      if (/\r\n\r\n/.test(answer)) done();
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.write(head(baseUrl, contentType, promised ?? bytes.length));
    socket.write(bytes);
    if (holdMs > 0) setTimeout(() => socket.end(), holdMs);
  });
}

export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const whole = (name: string, data: Uint8Array) =>
  Buffer.concat([Buffer.from(filePart(name)), Buffer.from(data), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
const nineMb = new Uint8Array(9 * 1024 * 1024).fill(0x41);
nineMb.set(PNG);

/** Each malformed shape: its body, what the Content-Length promises, and how long the client waits before closing. */
export const SHAPES: {
  name: string;
  type?: string;
  body: () => Uint8Array | string;
  promised?: number;
  holdMs?: number;
  /** Well-formed after all (the boundary text without its CRLF is data): stored or refused for its content. */
  wellFormed?: boolean;
}[] = [
  { name: "a file part cut short, connection closed", body: () => `${filePart("logo.png")}\x89PNG\r\n` },
  {
    name: "a file part cut short, connection kept open a while, then closed",
    body: () => `${filePart("logo.png")}\x89PNG\r\n`,
    promised: 5_000,
    holdMs: 1_500,
  },
  { name: "no final boundary", body: () => `${filePart("logo.png")}${Buffer.from(PNG).toString("latin1")}\r\n` },
  {
    name: "a 9 MB body cut at 9 MB of a promised 10 MB",
    body: () => Buffer.concat([Buffer.from(filePart("big.png")), nineMb]),
    promised: 10 * 1024 * 1024,
    holdMs: 500,
  },
  {
    name: "part headers with no blank line",
    body: () => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"`,
  },
  {
    name: "a part header line of 100 KB",
    body: () => `--${BOUNDARY}\r\nX-Junk: ${"a".repeat(100_000)}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: "no Content-Disposition",
    body: () => `--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: "the boundary inside the file's data",
    wellFormed: true,
    body: () => `${filePart("logo.png")}\x89PNG--${BOUNDARY}\r\n--${BOUNDARY}garbage\r\n--${BOUNDARY}--\r\n`,
  },
  { name: "no boundary parameter", type: "multipart/form-data", body: () => whole("logo.png", PNG) },
  { name: "an empty boundary", type: "multipart/form-data; boundary=", body: () => whole("logo.png", PNG) },
  { name: "a boundary of 300 characters", type: `multipart/form-data; boundary=${"b".repeat(300)}`, body: () => "x" },
  { name: "an empty body", body: () => "" },
  { name: "only the closing boundary", body: () => `--${BOUNDARY}--\r\n` },
  { name: "a body of random bytes", body: () => crypto.getRandomValues(new Uint8Array(64 * 1024)) },
  {
    name: "a file name header with an unterminated quote",
    body: () =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="logo.png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: "two files, the second cut short",
    body: () => `${whole("a.png", PNG).toString("latin1").replace(`--${BOUNDARY}--\r\n`, "")}${filePart("b.png")}\x89P`,
  },
];
