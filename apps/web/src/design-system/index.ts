/**
 * Senda design system: tokens (tokens.css, imported through global.css) and the shared components.
 * The app imports './design-system/global.css' once in its entry and the components from here.
 */

export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export { BREAKPOINTS, MEDIA_QUERIES, type Viewport, viewportForWidth } from './breakpoints';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
  buttonClassName,
} from './button/button';
export { Card, type CardProps } from './card/card';
export { CardGrid, type CardGridProps } from './card-grid/card-grid';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export {
  type DateParts,
  DatePartsField,
  type DatePartsFieldProps,
} from './date-parts-field/date-parts-field';
export { type DetailItem, DetailList, type DetailListProps } from './detail-list/detail-list';
export { FieldWithButton, type FieldWithButtonProps } from './field-with-button/field-with-button';
export { FormActions, type FormActionsProps } from './form-actions/form-actions';
export { FormButtons, type FormButtonsProps } from './form-actions/form-buttons';
export { CardBrandIcon, type CardBrandIconProps, type CardBrandName } from './icon/card-brand-icon';
export {
  IconCheckCircle,
  IconError,
  IconEsim,
  IconHelp,
  IconInfo,
  type IconProps,
  IconSim,
  IconUser,
  IconWarning,
} from './icon/icon';
export {
  type ChevronDirection,
  IconArrowLeft,
  IconCard,
  IconCheck,
  IconChevron,
  IconClose,
  IconMail,
  IconPhone,
  IconSearch,
  IconStore,
  IconTruck,
} from './icon/screen-icons';
export { Cluster, type ClusterProps, type SpaceStep, Stack, type StackProps } from './layout/layout';
export { Modal, type ModalProps, type ModalTone } from './modal/modal';
export { OtpBoxes, type OtpBoxesHandle, type OtpBoxesProps, type OtpRules } from './otp-boxes/otp-boxes';
export { PageChromeContext } from './page-header/page-chrome-context';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export {
  PhoneNumber,
  type PhoneNumberProps,
  phoneNumberValue,
  phoneNumberValues,
} from './phone-number/phone-number';
export { PlanCard, type PlanCardBadge, type PlanCardProps } from './plan-card/plan-card';
export { Price, type PriceProps } from './price/price';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field/select-field';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton/skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner';
export { SplitLayout, type SplitLayoutProps } from './split-layout/split-layout';
export {
  StatusIcon,
  type StatusIconProps,
  type StatusIconTone,
  StatusPage,
  type StatusPageProps,
} from './status-page/status-page';
export { Stepper, type StepperProps } from './stepper/stepper';
export { TextField, type TextFieldProps } from './text-field/text-field';
export {
  Toast,
  type ToastHorizontal,
  type ToastPosition,
  type ToastProps,
  ToastRegion,
  type ToastRegionProps,
  type ToastType,
  type ToastVertical,
} from './toast/toast';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
