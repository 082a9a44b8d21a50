// A real MCP client for transport/web's OAuth E2E test: the official
// TypeScript SDK's Client and Streamable HTTP transport, with an OAuth
// client provider that keeps everything in memory. The Go test drives it:
// one JSON command a line on stdin, one JSON event a line on stdout. The
// person's part (sign in, allow) happens in Chromium, driven by the Go
// test from the "authorize" event; the browser comes back to this
// process's loopback redirect URI with the code.
//
// Commands:
//   {"cmd": "connect", "url": MCP URL, "clientMetadataUrl": optional}
//   {"cmd": "call", "tool": name, "args": {...}}   -> "result" (after an
//        "authorize" event when the server answers 401)
//   {"cmd": "refresh"}                               -> "refreshed"
//   {"cmd": "raw", "action": name}                   -> "raw": a tools/call
//        sent by hand with the current access token: status and challenge
//   {"cmd": "exit"}
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';

const emit = (event) => process.stdout.write(JSON.stringify(event) + '\n');
const fail = (error) => emit({ event: 'error', message: String(error?.stack || error) });

// The loopback redirect URI (RFC 8252): the browser brings the code here.
let codeWaiter = null;
const callback = createServer((req, res) => {
	const url = new URL(req.url, 'http://127.0.0.1');
	if (url.pathname !== '/callback') {
		res.writeHead(404).end();
		return;
	}
	res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
	res.end('<!doctype html><title>Connected</title><p id="done">You can close this window.</p>');
	const params = Object.fromEntries(url.searchParams);
	emit({ event: 'callback', params });
	codeWaiter?.(params);
});
await new Promise((resolve) => callback.listen(0, '127.0.0.1', resolve));
const redirectUri = `http://127.0.0.1:${callback.address().port}/callback`;

// An OAuthClientProvider that keeps its state in memory.
class MemoryProvider {
	constructor(clientMetadataUrl) {
		this.clientMetadataUrl = clientMetadataUrl || undefined;
		this.info = undefined;
		this.saved = undefined;
		this.verifier = undefined;
		this.discovery = undefined;
		this.expectedState = undefined;
	}
	get redirectUrl() {
		return redirectUri;
	}
	get clientMetadata() {
		return {
			client_name: 'Tierline E2E MCP client',
			redirect_uris: [redirectUri],
			grant_types: ['authorization_code', 'refresh_token'],
			response_types: ['code'],
			token_endpoint_auth_method: 'none',
		};
	}
	state() {
		this.expectedState = randomUUID();
		return this.expectedState;
	}
	clientInformation() {
		return this.info;
	}
	saveClientInformation(info) {
		this.info = info;
		emit({ event: 'client', client_id: info.client_id });
	}
	tokens() {
		return this.saved;
	}
	saveTokens(tokens) {
		this.saved = tokens;
	}
	redirectToAuthorization(url) {
		emit({ event: 'authorize', url: url.href });
	}
	saveCodeVerifier(v) {
		this.verifier = v;
	}
	codeVerifier() {
		return this.verifier;
	}
	saveDiscoveryState(state) {
		this.discovery = state;
	}
	discoveryState() {
		return this.discovery;
	}
}

let provider, transport, client, mcpUrl;

// waitForCode waits for the browser to reach the redirect URI.
const waitForCode = () =>
	new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('no redirect to the callback within 120 s')), 120_000);
		codeWaiter = (params) => {
			clearTimeout(timer);
			codeWaiter = null;
			if (params.error) {
				reject(new Error(`authorization refused: ${params.error}: ${params.error_description || ''}`));
			} else if (params.state !== provider.expectedState) {
				reject(new Error(`state ${params.state} is not the one sent (${provider.expectedState})`));
			} else {
				resolve(params.code);
			}
		};
	});

const summary = (result) => ({
	event: 'result',
	isError: Boolean(result.isError),
	structured: result.structuredContent ?? null,
	text: result.content?.map((c) => c.text).join('\n') ?? '',
});

async function run(cmd) {
	switch (cmd.cmd) {
		case 'connect': {
			mcpUrl = new URL(cmd.url);
			provider = new MemoryProvider(cmd.clientMetadataUrl);
			transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
			client = new Client({ name: 'tierline-e2e', version: '1.0.0' });
			await client.connect(transport);
			const { tools } = await client.listTools();
			emit({ event: 'connected', tools: tools.map((t) => t.name) });
			return;
		}
		case 'call': {
			const params = { name: cmd.tool, arguments: cmd.args || {} };
			try {
				emit(summary(await client.callTool(params)));
			} catch (err) {
				if (!(err instanceof UnauthorizedError)) throw err;
				// The 401 started OAuth: the "authorize" event is out; the
				// code comes back through the browser.
				const code = await waitForCode();
				await transport.finishAuth(code);
				emit({ event: 'authorized', scope: provider.saved?.scope, expires_in: provider.saved?.expires_in });
				emit(summary(await client.callTool(params)));
			}
			return;
		}
		case 'refresh': {
			const before = provider.saved;
			const outcome = await auth(provider, { serverUrl: mcpUrl });
			const after = provider.saved;
			emit({
				event: 'refreshed',
				outcome,
				access_changed: before?.access_token !== after?.access_token,
				refresh_changed: before?.refresh_token !== after?.refresh_token,
				scope: after?.scope,
			});
			return;
		}
		case 'raw': {
			const res = await fetch(mcpUrl, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Accept: 'application/json, text/event-stream',
					Authorization: `Bearer ${provider.saved?.access_token}`,
				},
				body: JSON.stringify({
					jsonrpc: '2.0',
					id: 99,
					method: 'tools/call',
					params: { name: 'player_action', arguments: { action: cmd.action } },
				}),
			});
			emit({ event: 'raw', status: res.status, www_authenticate: res.headers.get('www-authenticate'), body: await res.text() });
			return;
		}
		case 'exit':
			await client?.close().catch(() => {});
			callback.close();
			process.exit(0);
		default:
			throw new Error(`unknown command ${JSON.stringify(cmd)}`);
	}
}

emit({ event: 'ready', redirect_uri: redirectUri });
// Commands run one at a time, in order.
let queue = Promise.resolve();
createInterface({ input: process.stdin })
	.on('line', (line) => {
		if (!line.trim()) return;
		queue = queue.then(() => run(JSON.parse(line))).catch(fail);
	})
	// The test is done with us: finish what runs, then go.
	.on('close', () => queue.finally(() => process.exit(0)));
