import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The system setup (`.ci/run`, and `npm test`'s pretest) installing a missing nginx: the package
 * must not start its service (it would take port 80 and stay running), and nothing may stop an
 * nginx by name (another one on the machine is not ours). Run with stand-ins for apt-get, npm, pkill and id that record what they were asked.
 */
const setupScript = resolve('scripts/setup/system-packages.sh');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(options: { policyExists: boolean; script?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'senda-ci-run-'));
  dirs.push(dir);
  const bin = join(dir, 'bin');
  const log = join(dir, 'log');
  const policy = join(dir, 'policy-rc.d');
  mkdirSync(bin);
  // Each stand-in is a shell script on PATH that records its arguments.
  const standIn = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  standIn('id', 'echo 0');
  standIn('npm', `echo "npm $*" >> ${log}`);
  standIn('pkill', `echo "pkill $*" >> ${log}`);
  standIn('killall', `echo "killall $*" >> ${log}`);
  // What invoke-rc.d would do during the install: ask the policy whether nginx may start.
  standIn(
    'apt-get',
    `echo "apt-get $*" >> ${log}
case "$*" in *install*)
  if [ -x ${policy} ]; then ${policy} nginx start; echo "policy answered $?" >> ${log}; else echo "no policy" >> ${log}; fi
esac`,
  );
  if (options.policyExists) {
    writeFileSync(policy, '#!/bin/sh\nexit 0\n');
    chmodSync(policy, 0o755);
  }
  execFileSync('bash', [options.script ?? setupScript], {
    env: { PATH: `${bin}:/usr/bin:/bin`, NGINX_PATH: join(dir, 'no-nginx'), POLICY_RC_D: policy },
    stdio: 'pipe',
  });
  return { log: readFileSync(log, 'utf8'), policy };
}

describe('system-packages.sh installing nginx', () => {
  it('keeps the package from starting nginx and stops none by name', () => {
    const { log, policy } = run({ policyExists: false });
    expect(log).toContain('policy answered 101');
    expect(log).not.toMatch(/pkill|killall/);
    expect(existsSync(policy), 'the policy it placed is removed after the install').toBe(false);
  });

  it('leaves a policy-rc.d that was already there as it was', () => {
    const { log, policy } = run({ policyExists: true });
    expect(log).toContain('policy answered 0');
    expect(readFileSync(policy, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
  });

  it('is what .ci/run does first, then the clean install and exactly npm test', () => {
    const { log } = run({ policyExists: false, script: resolve('.ci/run') });
    expect(log).toMatch(/apt-get install[^\n]*nginx[\s\S]*\nnpm ci[^\n]*\nnpm test\n?$/);
  });
});
