// The client side of npm run bench:notify, in a process of its own (so that the server's memory and
// event loop are its own): holds N server-sent-event streams open, one per cookie, and reports each
// event's arrival (arrival time minus the notification's createdAt, both on this machine's clock).
import http from 'node:http';

const WAVE = 250;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let open = 0;
const latencies = [];
let expected = 0;
const now = () => performance.timeOrigin + performance.now();

function connect(port, path, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { accept: 'text/event-stream', cookie } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = event.split('\n').find((line) => line.startsWith('data: '));
            if (data) {
              latencies.push(now() - Date.parse(JSON.parse(data.slice(6)).createdAt));
              if (expected > 0 && latencies.length >= expected) process.send({ done: latencies });
            }
            end = buffer.indexOf('\n\n');
          }
        });
        open += 1;
        resolve();
      },
    );
    request.on('error', reject);
  });
}

process.on('message', async (message) => {
  if (message.start) {
    const { port, path, cookies } = message.start;
    // connect in waves, so that the server's accept queue is not flooded at once
    for (let i = 0; i < cookies.length; i += WAVE)
      await Promise.all(cookies.slice(i, i + WAVE).map((cookie) => connect(port, path, cookie)));
    process.send({ open });
  }
  if (message.expect) {
    expected = message.expect;
    if (latencies.length >= expected) process.send({ done: latencies });
  }
  if (message.exit) process.exit(0);
});
