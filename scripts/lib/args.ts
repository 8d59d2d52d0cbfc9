/** Reads `--name value` or `--name=value` from argv, falling back to an environment variable. */
export function readOption(argv: readonly string[], name: string, envName?: string): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === `--${name}`) return argv[index + 1];
    if (arg?.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return envName ? process.env[envName] : undefined;
}
