export function Component() {
  return <h1>Register</h1>;
}
