/**
 * Run one of these scripts as a user runs it (`node scripts/…`), for the scripts' tests: only PATH
 * and the given settings in its environment; its exit code and output, whether it succeeded or not.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  try {
    const out = await promisify(execFile)(process.execPath, [script, ...args], { env: { PATH: process.env.PATH, ...env } });
    return { code: 0, ...out };
  } catch (err) {
    const e = err as ScriptResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
