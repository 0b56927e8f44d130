import { type AccountBanner, accountBannersQuery, bannersForLinePage } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useServices } from '../services-context';
import styles from './account-banners.module.css';

/**
 * The signed-in customer's banners (the operator's notices and offers), in the page's language.
 * Nothing while they load, when the read fails or when there are none: the page says all it must
 * without them. On a line's page, `accountNumber` keeps that line's and the general ones.
 */
export function AccountBanners({ accountNumber }: { accountNumber?: string | undefined }) {
  const intl = useIntl();
  const { gateway } = useServices();
  const read = useQuery({ ...accountBannersQuery(gateway, intl.locale), retry: false });
  const banners = read.data && accountNumber ? bannersForLinePage(read.data) : read.data;
  if (!banners?.length) return null;
  return (
    <ul className={styles.list} data-testid="account-banners">
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerCard banner={banner} />
        </li>
      ))}
    </ul>
  );
}

function BannerCard({ banner }: { banner: AccountBanner }) {
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      {banner.image && (
        <img className={styles.image} src={banner.image.url} alt={banner.image.alt} loading="lazy" />
      )}
      <div className={styles.texts}>
        <h2 id={titleId} className={styles.title}>
          {banner.linkPath ? <Link to={banner.linkPath}>{banner.title}</Link> : banner.title}
        </h2>
        {banner.body && <p className={styles.body}>{banner.body}</p>}
      </div>
    </section>
  );
}
