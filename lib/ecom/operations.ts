/**
 * The shopper's rows of the one operation table (lib/operations/shopper.ts, decision 0045), under the names the
 * ecom data layer has always used: `OPERATIONS.addLine.path` is the path under the API's /ecom/.
 */
export {
  SHOPPER_OPERATIONS as OPERATIONS,
  type ShopperOperationName as OperationName,
} from '@/lib/operations/shopper';
