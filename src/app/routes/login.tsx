export function Component() {
  return <h1>Login</h1>;
}
