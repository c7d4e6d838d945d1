import { Fragment } from 'react';

type EmailAddressProps = {
  address: string;
};

/**
 * An address that wraps where a reader expects it to on a narrow screen: after the @ and before a
 * dot of the domain, never inside a name.
 */
export function EmailAddress({ address }: EmailAddressProps) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  const labels = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {label}
        </Fragment>
      ))}
    </>
  );
}
