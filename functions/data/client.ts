/** The table's client and name; the client itself lives with the other SDK clients (functions/aws/). */
export { db, resetDbClient, tableName } from '../aws/dynamodb';
